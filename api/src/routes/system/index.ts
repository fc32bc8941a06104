// Site-wide system calls: status, feature tree, register settings, site info (domainRoute), help, countries, health.
import { sql } from 'kysely';
import { z } from 'zod';
import { endpoint, systemEndpoints } from '@mekong/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { getSiteSettings, getSystemStatus } from '../../modules/site/site.repository';
import { getWhitelabelTree, listRegisterFieldRules } from '../../modules/features/features.repository';
import {
  getHelpCenter,
  listCountryCodes,
  listCustomerService,
  listHelpLinks,
  listResources,
} from '../../modules/content/content.repository';

/** For load balancers and deploy checks; not a front-end call, so it is declared here rather than in the contracts. */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/wps/health',
  access: 'public',
  input: z.object({}),
  output: z.object({ status: z.literal('up'), checkedAt: z.string() }),
});

/**
 * The shell's line detection on one mirror domain probes the others' health route, cross-origin. Only that route, and
 * only for a configured mirror (LINE_DOMAINS), answers with CORS: the origin named exactly, never credentials.
 */
function allowMirrorOrigin(lineDomains: readonly string[]) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const origin = request.headers.origin;
    if (request.routeOptions.url === healthEndpoint.path && origin && lineDomains.includes(origin)) {
      void reply.header('access-control-allow-origin', origin);
    }
    if (request.routeOptions.url === healthEndpoint.path) void reply.header('vary', 'Origin');
    done();
  };
}

export default async function systemRoutes(fastify: FastifyInstance, options: { lineDomains?: readonly string[] }) {
  const { db } = fastify;
  const lineDomains = options.lineDomains ?? [];
  fastify.addHook('onRequest', allowMirrorOrigin(lineDomains));

  serveEndpoint(fastify, healthEndpoint, async () => {
    await sql`select 1`.execute(db);
    return { status: 'up' as const, checkedAt: new Date().toISOString() };
  });

  serveEndpoint(fastify, systemEndpoints.status, (_input, request) => getSystemStatus(db, clientIp(request)));

  serveEndpoint(fastify, systemEndpoints.whitelabel, () => getWhitelabelTree(db));

  serveEndpoint(fastify, systemEndpoints.registerSetting, async () => {
    const [fields, settings] = await Promise.all([listRegisterFieldRules(db), getSiteSettings(db)]);
    return { fields, mobileDigits: settings.mobileDigits, smsExpiredMinutes: settings.smsExpiredMinutes };
  });

  serveEndpoint(fastify, systemEndpoints.domainRoute, async ({ language }, request) => {
    const [settings, customerService, resources, helpLinks] = await Promise.all([
      getSiteSettings(db),
      listCustomerService(db, language),
      listResources(db),
      listHelpLinks(db, language),
    ]);
    return {
      customerService,
      resources,
      mainDomain: settings.mainDomain,
      analytics: { gtagId: settings.gtagId },
      imageCDNs: settings.imageCdns,
      launchGameCDNs: settings.launchGameCdns,
      // No geo-IP database is bundled, so the country stays unknown.
      location: { ip: clientIp(request), country: null },
      licenceNumber: settings.licenceNumber,
      copyrightYear: settings.copyrightYear,
      footerVendors: settings.footerVendors,
      helpLinks,
      referralEnabled: settings.referralEnabled,
      lineDomains: [...lineDomains],
    };
  });

  serveEndpoint(fastify, systemEndpoints.helpCenter, ({ lang, device }) => getHelpCenter(db, lang, device));

  serveEndpoint(fastify, systemEndpoints.countryCodes, () => listCountryCodes(db));
}
