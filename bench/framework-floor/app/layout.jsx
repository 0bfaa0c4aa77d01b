import './globals.css';

export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js App Router page: the cost of the framework alone.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
