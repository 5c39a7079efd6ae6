import * as oidc from 'openid-client';

/** How long a provider's discovered metadata (endpoints, keys) is reused before it is asked again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** A provider on this machine may speak plain HTTP (development, tests); every other one must use HTTPS. */
const isLoopback = (issuer: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

export interface ProviderSettings {
  /** Identifies the settings' version: a change of any of them starts a fresh discovery. */
  key: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The openid-client configurations of the providers in use, discovered once per version of the settings. */
export class ProviderDirectory {
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly now: () => Date) {}

  configuration(settings: ProviderSettings): Promise<oidc.Configuration> {
    const at = this.now().getTime();
    const cached = this.cache.get(settings.key);
    if (cached && at - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const issuer = new URL(settings.issuer);
    const config = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    this.cache.set(settings.key, { at, config });
    // A failed discovery is not kept: the next sign-in tries again.
    config.catch(() => this.cache.delete(settings.key));
    return config;
  }
}

/** Did the ID token name another client as its audience (or add audiences we do not trust)? */
export function isAudienceError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { claim?: unknown }).claim === 'aud') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export { oidc };
