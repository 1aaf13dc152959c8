import { createHash, randomUUID } from 'node:crypto';
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CAPTCHA_SIZE } from '@beree/contracts';
import svgCaptcha from 'svg-captcha';
import type { Executor } from '../../../core/db/database';
import { captchas } from '../../../core/db/schema';

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

/**
 * Single-use captchas kept hashed with a short expiry. In test builds the plain answers are also
 * remembered in memory so browser tests can solve them through the test-only hook.
 */
export class CaptchaService {
  private readonly testAnswers = new Map<string, string>();

  constructor(
    private readonly db: Executor,
    private readonly ttlSeconds: number,
    private readonly remember: boolean,
    /** Unsolved captchas kept at most: a flood makes the oldest stop working, never the table grow. */
    private readonly maxUnsolved = 10_000,
  ) {}

  async create(): Promise<{ key: string; image: string }> {
    const { text, data } = svgCaptcha.create({ size: 5, noise: 3, color: true, ignoreChars: '0o1ilI', ...CAPTCHA_SIZE });
    const key = randomUUID();
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    // The database's clock, to the microsecond: it also orders the captchas by age below.
    await this.db.insert(captchas).values({ key, answerHash: hashAnswer(text), expiresAt: sql`now() + make_interval(secs => ${this.ttlSeconds})` });
    const beyond = this.db.select({ key: captchas.key }).from(captchas).orderBy(desc(captchas.expiresAt), desc(captchas.key)).offset(this.maxUnsolved);
    await this.db.delete(captchas).where(inArray(captchas.key, beyond));
    if (this.remember) {
      this.testAnswers.set(key, text);
      if (this.testAnswers.size > this.maxUnsolved) this.testAnswers.delete(this.testAnswers.keys().next().value as string);
    }
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  /** Checks and consumes a captcha on the given transaction: right or wrong, it cannot be used again. */
  async consume(tx: Executor, key: string | undefined, code: string | undefined): Promise<boolean> {
    if (!key || !code) return false;
    const [row] = await tx.delete(captchas).where(eq(captchas.key, key)).returning();
    this.testAnswers.delete(key);
    return !!row && row.expiresAt > new Date() && row.answerHash === hashAnswer(code);
  }

  testAnswer(key: string): string | undefined {
    return this.testAnswers.get(key);
  }
}
