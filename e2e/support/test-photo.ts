// A photo as a phone takes it, drawn here (no download): 4032 × 3024, a few MB of JPEG with fine
// detail, and the EXIF a phone writes, the GPS position of where it was taken among it.
import sharp from 'sharp';

const [WIDTH, HEIGHT] = [4032, 3024];
/** Where the photo says it was taken: 51°30′N 0°7′W. */
export const PHOTO_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' };

/** Noise from a fixed seed (sharp's own is random): the same photo, byte for byte, every run. */
function noise(width: number, height: number, spread: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    pixels[index] = 128 + (((seed >>> 24) - 128) * spread) / 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * The photo; with `fineDetail`, one as full of detail at the size a card shows it as a close shot of
 * gravel or leaves, which encodes to the most bytes.
 */
export async function phonePhoto(seed = 2041, { fineDetail = false } = {}) {
  const grain = await noise(WIDTH, HEIGHT, 50, seed).raw().toBuffer();
  // Gravel, grass and clutter: detail at a middle scale too, which a real photo has and the encoder must keep.
  const [scale, spread] = fineDetail ? [4, 128] : [8, 100];
  // Fine detail stands out of the grain (hard light, under a thin sky) where ordinary clutter is softened into it.
  const clutter = await noise(WIDTH / scale, HEIGHT / scale, spread, 3024).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png().toBuffer();
  // A substation yard at dusk: sky, ground, and the steel of a few bays, over the sensor's grain.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b4c7e"/><stop offset="0.6" stop-color="#d98c5f"/><stop offset="1" stop-color="#4a4a3f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)" opacity="${fineDetail ? 0.2 : 0.7}"/>
    ${Array.from({ length: 9 }, (_, bay) => `<path d="M${300 + bay * 420} 2900 L${420 + bay * 420} 1100 L${540 + bay * 420} 2900 M${330 + bay * 420} 1700 H${510 + bay * 420}" stroke="#1c1c1c" stroke-width="18" fill="none"/>`).join('')}
    <path d="M0 1250 C 1300 1180, 2700 1320, 4032 1200" stroke="#111" stroke-width="8" fill="none"/>
  </svg>`;
  return sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: clutter, blend: fineDetail ? 'hard-light' : 'soft-light' }, { input: Buffer.from(scene) }])
    .blur(0.5)
    .withExif({ IFD0: { Make: 'Phone maker', Model: 'Phone 15', Artist: 'A. Marketer' }, IFD3: PHOTO_GPS })
    .jpeg({ quality: 90 })
    .toBuffer();
}
