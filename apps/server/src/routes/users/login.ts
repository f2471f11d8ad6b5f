import { endpoints, LoginRequest, type LoginResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { startOtpChallenge } from '../../services/auth/otp-challenges.ts';
import { verifyLogin } from '../../services/auth/verify-login.ts';
import { setLocale } from '../../services/users/set-locale.ts';
import { planTypeOf, toUserData } from '../../services/users/user-data.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/**
 * Step one of login: the password (RSA-encrypted in transit). Without two-factor the session is rotated
 * and signed in. With it, the browser gets a fresh anonymous session bound to a mailed code, and
 * `url_token` names the code page; nobody is signed in until /validation-otp/.
 */
export function loginRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersLogin.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request, reply): Promise<LoginResponse> => {
      const input = parseInput(LoginRequest, request.body);
      const password = (await app.passwordTransportKey()).decrypt(input.password);
      let user = await verifyLogin(app.accountDeps, { email: input.email, password, ip: request.ip });
      if (input.locale && input.locale !== user.locale) user = await setLocale(app.db, user, input.locale);

      if (user.twoFactorEnabled) {
        const session = await reply.startSession(null);
        const started = await startOtpChallenge(app.accountDeps, user, session.idHash, new Date());
        return { is_active_two_factor: true, url_token: started.urlToken, user_data: null, plan_type: null };
      }
      await reply.startSession(user.id);
      return {
        is_active_two_factor: false,
        url_token: null,
        user_data: toUserData(user),
        plan_type: planTypeOf(user),
      };
    },
  );
}
