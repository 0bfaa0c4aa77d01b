export default function Page() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-4xl font-semibold">Grid Planning. Rewired.</h1>
      <p className="mt-4 text-lg">
        Run AC power flow and N-1 contingency studies, weigh the cost of every option, and specify the STATCOM, SVC
        or capacitor bank that closes the gap.
      </p>
    </main>
  );
}
