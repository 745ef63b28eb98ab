/**
 * A keyed 32-bit FNV-1a hash of a credential, with a random key per mock: the resilience checks
 * compare credentials by it, so neither the key nor anything derived from it outside this mock's
 * memory is kept. It allocates nothing (it runs on every request).
 * @example const fingerprint = createCredentialFingerprint(); fingerprint('Bearer k') === fingerprint('Bearer k') // true
 */
export function createCredentialFingerprint(): (credential: string | undefined) => number {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
  return (credential) => {
    if (credential === undefined) return seed;
    let hash = (0x811c9dc5 ^ seed) >>> 0;
    for (let i = 0; i < credential.length; i++) hash = Math.imul(hash ^ credential.charCodeAt(i), 0x01000193) >>> 0;
    // Never equal to the fingerprint of no credential.
    return hash === seed ? hash + 1 : hash;
  };
}
