import { getAddress, isAddress, recoverMessageAddress, type Hex, type PublicClient } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../lib/errors';

export type SiweRequestOrigin = { host: string; origin: string };

export type VerifiedSiwe = { address: `0x${string}`; chainId: number; nonce: string };

const refuse = (code: string, message: string) => new AppError(401, message, code);

/**
 * Checks an EIP-4361 message against the request it came with, then its signature: an EOA by
 * recovery, a contract wallet (ERC-1271, or ERC-6492 before deployment) through the chain's
 * client when one is reachable. The nonce is checked by the caller, against the database.
 */
export async function verifySiwe(
  input: { message: string; signature: Hex },
  origin: SiweRequestOrigin,
  options: { now?: Date; chainClient?: (chainId: number) => PublicClient | undefined } = {},
): Promise<VerifiedSiwe> {
  const now = options.now ?? new Date();
  const parsed = parseSiweMessage(input.message);
  const missing = (['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const).filter(
    (field) => parsed[field] === undefined,
  );
  if (missing.length) throw refuse('SIWE_INVALID_MESSAGE', `Sign-in message is missing ${missing.join(', ')}`);
  if (parsed.version !== '1') throw refuse('SIWE_INVALID_MESSAGE', 'Sign-in message version must be 1');
  if (!isAddress(parsed.address!, { strict: false })) throw refuse('SIWE_INVALID_MESSAGE', 'Sign-in message address is invalid');

  if (parsed.domain !== origin.host) {
    throw refuse('SIWE_DOMAIN_MISMATCH', `Sign-in message is for ${parsed.domain}, not ${origin.host}`);
  }
  let uriOrigin: string;
  try {
    uriOrigin = new URL(parsed.uri!).origin;
  } catch {
    throw refuse('SIWE_URI_MISMATCH', 'Sign-in message uri is not a URL');
  }
  if (uriOrigin !== origin.origin) throw refuse('SIWE_URI_MISMATCH', `Sign-in message uri must be on ${origin.origin}`);
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now.getTime()) {
    throw refuse('SIWE_EXPIRED', 'Sign-in message has expired');
  }
  if (parsed.notBefore && parsed.notBefore.getTime() > now.getTime()) {
    throw refuse('SIWE_NOT_YET_VALID', 'Sign-in message is not valid yet');
  }

  const address = getAddress(parsed.address!);
  const chainId = parsed.chainId!;
  let recovered: string | undefined;
  try {
    recovered = await recoverMessageAddress({ message: input.message, signature: input.signature });
  } catch {
    recovered = undefined;
  }
  if (recovered !== address) {
    const client = options.chainClient?.(chainId);
    const valid = client
      ? await client.verifyMessage({ address, message: input.message, signature: input.signature }).catch(() => false)
      : false;
    if (!valid) throw refuse('SIWE_BAD_SIGNATURE', 'Signature does not match the address in the sign-in message');
  }
  return { address, chainId, nonce: parsed.nonce! };
}
