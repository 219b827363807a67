const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  // Zone ids ("fe80::1%eth0") are allowed; the rest must be hex groups with at least one colon.
  return bare.includes(':') && /^[0-9a-f:.]+(%[\w.-]+)?$/i.test(bare);
}

/**
 * A temporary host is what a fresh install is reached through before a domain is set up:
 * a bare IP address, or a generated name such as `1-2-3-4.ip.example.net` or `z1abc.did.example.net`.
 */
export function isTemporaryHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost') return false;
  if (IPV4.test(host) || isIpv6(host)) return true;
  const labels = host.split('.');
  return labels.slice(1, -1).some((label) => label === 'ip' || label === 'did');
}
