import type { FastifyPluginAsync } from 'fastify';
import { NATIVE_APP_ID } from '../../config.js';
import { AppError } from '../../errors.js';

/** The booking pages a link may open in the app (the shell's deep links, issue 12). */
const APP_PATHS = ['/flight/booking/detail/*', '/transfer/booking/detail/*'];

/**
 * The files Android (App Links) and iOS (Universal Links) fetch to verify that this site's booking
 * links may open the app without asking. They name the release signing key and the Apple team,
 * which only the release has: without ANDROID_CERT_SHA256 / APPLE_TEAM_ID they answer 404, and the
 * links open in the browser (or the app after the traveller chooses it).
 */
export const appLinksRoutes: FastifyPluginAsync = async (app) => {
  const { androidCertSha256, appleTeamId } = app.config;
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async () => {
    if (androidCertSha256.length === 0) throw AppError.notFound();
    return [
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: NATIVE_APP_ID, sha256_cert_fingerprints: androidCertSha256 },
      },
    ];
  });
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async () => {
    if (!appleTeamId) throw AppError.notFound();
    return {
      applinks: {
        details: [{ appIDs: [`${appleTeamId}.${NATIVE_APP_ID}`], components: APP_PATHS.map((p) => ({ '/': p })) }],
      },
    };
  });
};
