import { renderAppIcon } from '@/components/brand/app-icon';

export const dynamic = 'force-static';

const SIZE = 32;

/** /favicon.ico for the clients that still ask for it: one 32×32 PNG in an ICO container. */
export async function GET() {
  const png = new Uint8Array(await renderAppIcon(SIZE).arrayBuffer());
  const header = new DataView(new ArrayBuffer(22));
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, SIZE);
  header.setUint8(7, SIZE);
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.length, true);
  header.setUint32(18, 22, true); // image data offset
  return new Response(new Blob([header.buffer, png]), { headers: { 'Content-Type': 'image/x-icon' } });
}
