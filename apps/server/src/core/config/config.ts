import { join, resolve } from 'node:path';
import { SERVER_ROOT } from './server-root';
import { parseSocialProviders, type SocialProvider } from './social-providers';

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Overrides the client's access-token validity (seconds) when set. */
  accessTokenTtl: number | undefined;
  /** Overrides the client's refresh-token validity (seconds) when set. */
  refreshTokenTtl: number | undefined;
  captchaTtlSeconds: number;
  timezone: string;
  logLevel: string;
  isTest: boolean;
  isProduction: boolean;
  webDist: string | undefined;
  /** Whether the administrative divisions (3,200 regions) are seeded. */
  seedRegions: boolean;
  seedDemo: boolean;
  /** Sign-in attempts allowed per IP and minute (a rate limit, never a lock). */
  tokenRateLimit: number;
  /** Captchas one IP may ask for per minute. */
  captchaRateLimit: number;
  /** Unsolved captchas kept at most; past it the oldest stop working. */
  captchaMaxUnsolved: number;
  /** Third-party sign-in providers by source (SOCIAL_PROVIDERS, see social-providers.ts). */
  socialProviders: Record<string, SocialProvider>;
  /** SM2 private key (hex) that opens the passwords SpringBlade clients send to /blade-auth/token (SM2_PRIVATE_KEY). */
  sm2PrivateKey: string | undefined;
  /** How often this node looks for due durable jobs (milliseconds). */
  jobsPollMs: number;
  /** How long SIGTERM waits for requests and the running job before exiting anyway. */
  shutdownTimeoutMs: number;
  /** How long a message provider call may take before it counts as failed (and is retried). */
  messageSendTimeoutMs: number;
  /** How long a Cloud Call Center call may take: the user waits for it, so it is shorter than a send's. */
  cccTimeoutMs: number;
  /** Whether every API request is written to the API log (API_LOG=false turns it off). */
  apiLog: boolean;
  /** The checkout the code generator reads the product's current files from (CODEGEN_ROOT; this repository by default). */
  codegenRoot: string;
  /**
   * Which proxies in front of the nodes are believed about the caller's address (X-Forwarded-For):
   * TRUST_PROXY=true (any), or addresses, CIDRs and the names loopback, linklocal and uniquelocal
   * (the private ranges) separated by commas. Unset: none, so behind a proxy every caller has the
   * proxy's address and shares its per-address limits.
   */
  trustProxy?: boolean | string;
  /** OAuth clients answered in SpringBlade's shapes where they differ from BladeX's (SPRINGBLADE_CLIENTS, comma-separated; saber and sword by default). */
  springBladeClients: string[];
  /** Prometheus metrics on a port of their own, `GET /metrics` (METRICS_PORT; off when unset). */
  metricsPort?: number;
  /** Prometheus metrics at `/api/metrics` for `Authorization: Bearer <METRICS_TOKEN>` (off when unset). */
  metricsToken?: string;
}

const int = (value: string | undefined, fallback?: number): number | undefined => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return n;
};

const trustProxy = (value: string | undefined): boolean | string | undefined => {
  const text = value?.trim();
  if (!text || text === 'false') return undefined;
  return text === 'true' ? true : text;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080)!,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL),
    captchaTtlSeconds: int(env.CAPTCHA_TTL, 180)!,
    timezone: env.TZ_DISPLAY ?? 'Asia/Shanghai',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    isTest: env.NODE_ENV === 'test',
    isProduction: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    seedRegions: env.SEED_REGIONS !== 'false',
    tokenRateLimit: int(env.TOKEN_RATE_LIMIT, env.NODE_ENV === 'test' ? 100_000 : 120)!,
    captchaRateLimit: int(env.CAPTCHA_RATE_LIMIT, env.NODE_ENV === 'test' ? 100_000 : 30)!,
    captchaMaxUnsolved: int(env.CAPTCHA_MAX_UNSOLVED, 10_000)!,
    socialProviders: parseSocialProviders(env.SOCIAL_PROVIDERS),
    sm2PrivateKey: env.SM2_PRIVATE_KEY?.trim() || undefined,
    jobsPollMs: int(env.JOBS_POLL_MS, 10_000)!,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 25_000)!,
    messageSendTimeoutMs: int(env.MESSAGE_SEND_TIMEOUT_MS, 10_000)!,
    cccTimeoutMs: int(env.CCC_TIMEOUT_MS, 8_000)!,
    apiLog: env.API_LOG !== 'false',
    codegenRoot: resolve(env.CODEGEN_ROOT || join(SERVER_ROOT, '../..')),
    trustProxy: trustProxy(env.TRUST_PROXY),
    springBladeClients: (env.SPRINGBLADE_CLIENTS ?? 'saber,sword').split(',').map((id) => id.trim()).filter(Boolean),
    metricsPort: int(env.METRICS_PORT),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}
