/** `0x1234…abcd`: enough of an address to recognise it. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** A DID with its account part shortened: `did:pkh:eip155:1:0x1234…abcd`. */
export function shortDid(did: string): string {
  const at = did.lastIndexOf(':');
  if (at < 0) return did;
  return `${did.slice(0, at + 1)}${shortAddress(did.slice(at + 1))}`;
}
