import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { companyRegisterSchema, message, PLATFORM_TENANT_ID, REGISTRATION_FILE_MAX_BYTES, registrationStatusQuery } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { badRequest } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { digestPlainPasswords } from '../../auth/password/plain';
import { CaptchaService } from '../../auth/captcha/service';
import { readUpload } from '../../resource/upload/read-upload';
import { storeRegistrationFile } from './registration-files';
import { registrationStatus, submitRegistration } from './registration-service';

const tags = ['scm/company-registration'];
const base = '/api/beree-scm/enterprise/company/register';
const platform = { tenantId: PLATFORM_TENANT_ID };

/**
 * The public side of company registration (spec §7): upload the licence scans, submit with a
 * solved captcha, and look the registration up again by its id and the administrator's mobile.
 * Each is limited per address like the captcha.
 */
export function registerCompanyPublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.tokenRateLimit, timeWindow: '1 minute' };
  // Only consumed here: the captcha was made by the sign-in page's route and is checked in the database.
  const captcha = new CaptchaService(deps.db, deps.config.captchaTtlSeconds, false);

  api.post(
    base,
    {
      schema: { tags, summary: 'Register a company (public; needs a solved captcha). adminPassword: md5 hex, or in clear with the header Password-Encoding: plain', body: companyRegisterSchema },
      config: { public: true, rateLimit },
      // The platform's policy: the company's tenant does not exist yet.
      preValidation: (request) => digestPlainPasswords(deps.db, request, { tenantId: PLATFORM_TENANT_ID, check: ['adminPassword'], account: (request.body as { adminAccount?: string } | undefined)?.adminAccount }),
    },
    async (request) => {
      const input = request.body;
      // Right or wrong, the captcha is used up before anything else is looked at.
      if (!(await captcha.consume(deps.db, input.captchaKey, input.captchaCode))) throw badRequest('company.captcha.invalid', { field: 'captchaCode' });
      // The credit code is checked against every tenant's company: the platform path.
      const row = await withPlatform(deps.db, platform, (tx) => submitRegistration(tx, input));
      return ok({ id: row.id, registrationStatus: row.registrationStatus }, message('company.registered', requestLang(request)));
    },
  );

  api.get(
    `${base}/status`,
    { schema: { tags, summary: 'A registration as its applicant sees it (id and administrator mobile)', querystring: registrationStatusQuery }, config: { public: true, rateLimit } },
    async (request) => ok(await withTenant(deps.db, platform, (tx) => registrationStatus(tx, BigInt(request.query.id), request.query.mobile))),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: REGISTRATION_FILE_MAX_BYTES + 1, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/upload`,
      {
        schema: {
          tags,
          summary: 'Upload a licence scan for a registration (public; jpg, jpeg, png or pdf, at most 5 MB)',
          consumes: ['multipart/form-data'],
          documented: { body: z.object({ file: z.string().meta({ format: 'binary', description: 'The scan' }) }) },
          answer: z.object({ fileId: z.string(), originalName: z.string() }),
        },
        config: { public: true, rateLimit: { max: deps.config.captchaRateLimit, timeWindow: '1 minute' } },
      },
      async (request) => ok(await storeRegistrationFile(deps.db, deps.files, await readUpload(request))),
    );
  });
}
