import { createCaptchaService } from './captcha-service.ts';
import type { ServiceDeps } from './deps.ts';
import { createLoginService } from './login-service.ts';
import { createOtpService } from './otp-service.ts';
import { createSessionService } from './session-service.ts';

/** The rules of the server, wired once per app. */
export function createServices(deps: ServiceDeps) {
  const captchas = createCaptchaService(deps);
  const sessions = createSessionService(deps);
  return {
    captchas,
    sessions,
    otp: createOtpService(deps, captchas),
    login: createLoginService(deps, captchas, sessions),
  };
}

export type Services = ReturnType<typeof createServices>;
