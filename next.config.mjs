/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Writes every route as <route>/index.html, which both clean-URL hosts and
  // directory-index hosts (S3 website, nginx try_files $uri/) serve correctly.
  trailingSlash: true,
  // A static export has no image optimizer; our illustrations are SVG anyway.
  images: { unoptimized: true },
};

export default nextConfig;
