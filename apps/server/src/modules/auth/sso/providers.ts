import * as oidc from 'openid-client';
import type { SignInProvider } from '@beree/contracts';
import type { SocialProvider } from '../../../core/config/social-providers';

/** Plain http is accepted for a provider on this machine only (development and tests). */
const loopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * The configured third-party providers and their client configurations. Discovery happens on first
 * use and is kept; a failed discovery is retried on the next sign-in.
 */
export class ProviderRegistry {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly providers: Record<string, SocialProvider>) {}

  list(): SignInProvider[] {
    return Object.values(this.providers).map((p) => ({ source: p.source, name: p.name }));
  }

  get(source: string): SocialProvider | undefined {
    return Object.hasOwn(this.providers, source) ? this.providers[source] : undefined;
  }

  configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider.source);
    if (!pending) {
      pending = this.configure(provider);
      pending.catch(() => this.configurations.delete(provider.source));
      this.configurations.set(provider.source, pending);
    }
    return pending;
  }

  private async configure(p: SocialProvider): Promise<oidc.Configuration> {
    const insecure = loopback(p.issuer);
    const auth = oidc.ClientSecretBasic(p.clientSecret);
    if (p.authorizationEndpoint && p.tokenEndpoint) {
      const config = new oidc.Configuration(
        { issuer: p.issuer, authorization_endpoint: p.authorizationEndpoint, token_endpoint: p.tokenEndpoint, userinfo_endpoint: p.userinfoEndpoint },
        p.clientId,
        p.clientSecret,
        auth,
      );
      if (insecure) oidc.allowInsecureRequests(config);
      return config;
    }
    return oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, auth, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
  }
}
