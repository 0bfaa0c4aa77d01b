/**
 * The addresses a phone on the same network reaches this machine at: every IPv4 address of a
 * network interface that is up and not the loopback, as `os.networkInterfaces()` lists them.
 * IPv6 is left out: a phone's browser takes an IPv4 address typed or scanned more reliably.
 * @param {Record<string, { address: string, family: string, internal: boolean }[] | undefined>} interfaces
 */
export function networkAddresses(interfaces) {
  return Object.values(interfaces)
    .flat()
    .flatMap((entry) => (entry && entry.family === 'IPv4' && !entry.internal ? [entry.address] : []));
}

/**
 * The hosts the dev server lets load its resources: these addresses, then any in `DEV_ORIGINS`.
 * @param {string[]} addresses
 */
export function devOrigins(addresses, extra = '') {
  const listed = extra.split(',').map((origin) => origin.trim()).filter(Boolean);
  return [...new Set([...addresses, ...listed])];
}
