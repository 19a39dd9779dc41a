import {
  checkUsernameResponseSchema,
  emailOnlySchema,
  loginSchema,
  messageResponseSchema,
  publicUserSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupSchema,
  usernameProblem,
  verifyEmailSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPublicUser } from '../users/index.js';
import { AuthService, MESSAGES } from './auth.service.js';
import { authLimits, LOGIN_LIMITS, loginGuard } from './auth-rate-limits.js';

/** Sign-up with e-mailed codes, login, password reset (spec section 7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService(app);
  const guard = loginGuard(app);
  const tags = ['auth'];

  app.get(
    '/api/check-username/:username',
    {
      ...authLimits(app, 'checkUsername'),
      schema: {
        tags,
        params: z.object({ username: z.string() }),
        response: { 200: checkUsernameResponseSchema },
      },
    },
    async (request) => {
      const username = request.params.username.trim();
      const problem = usernameProblem(username);
      if (problem) return { available: false, message: problem };
      const available = await auth.checkUsername(username);
      return { available, message: available ? MESSAGES.usernameAvailable : MESSAGES.usernameTaken };
    },
  );

  app.post(
    '/api/signup',
    {
      ...authLimits(app, 'signup'),
      schema: { tags, body: signupSchema, response: { 201: publicUserSchema } },
    },
    async (request, reply) => reply.status(201).send(toPublicUser(await auth.signup(request.body))),
  );

  app.post(
    '/api/verify-email',
    {
      ...authLimits(app, 'verify'),
      schema: { tags, body: verifyEmailSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => auth.session(await auth.verifyEmail(request.body.email, request.body.otp), true),
  );

  app.post(
    '/api/resend-verification',
    {
      ...authLimits(app, 'resend'),
      schema: { tags, body: emailOnlySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return { message: MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/login',
    {
      config: authLimits(app, 'login').config,
      preHandler: guard.preHandler,
      schema: { tags, body: loginSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const { email, password, rememberMe } = request.body;
      const { user, alert } = await guard.signIn(request, () => auth.login(email, password));
      if (alert) {
        const minutes = LOGIN_LIMITS.perAccountAddress.minutes;
        // The sign-in stands even when the mail cannot go out; the failure is logged.
        await auth
          .alertNewSignIn(user, request.ip, alert.failures, minutes)
          .catch((error: unknown) => request.log.error({ err: error }, 'sign-in alert mail failed'));
      }
      return auth.session(user, rememberMe);
    },
  );

  app.post(
    '/api/forgotpassword',
    {
      ...authLimits(app, 'forgot'),
      schema: { tags, body: emailOnlySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: MESSAGES.resetSent };
    },
  );

  app.get(
    '/api/resetpassword/:token',
    {
      ...authLimits(app, 'resetCheck'),
      schema: {
        tags,
        summary: 'Whether a reset link is still usable (400 RESET_INVALID when used or expired)',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.checkResetToken(request.params.token);
      return { message: 'OK' };
    },
  );

  app.put(
    '/api/resetpassword/:token',
    {
      ...authLimits(app, 'reset'),
      schema: {
        tags,
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.token, request.body.password);
      return { message: MESSAGES.resetDone };
    },
  );
};
