import type { z } from 'zod';
import { PlansResponse } from './plans.ts';
import { CheckSessionResponse, CsrfTokenResponse, PublicKeyResponse } from './security.ts';
import { SiteConfigResponse } from './site.ts';
import { LogoutRequest, LogoutResponse } from './users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  Res extends z.ZodType = z.ZodType,
  Req extends z.ZodType | null = z.ZodType | null,
> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
}

function endpoint<Res extends z.ZodType, Req extends z.ZodType | null = null>(
  method: HttpMethod,
  path: string,
  response: Res,
  request: Req = null as Req,
): Endpoint<Res, Req> {
  return { method, path, request, response };
}

/** Every API endpoint, by name. Server routes register these paths; the web client calls them by name. */
export const endpoints = {
  securityPublicKey: endpoint('GET', '/api/v1/security/public-key/', PublicKeyResponse),
  securityCsrfToken: endpoint('GET', '/api/v1/security/csrf-token/', CsrfTokenResponse),
  securityCheckSession: endpoint('GET', '/api/v1/security/check-session/', CheckSessionResponse),
  siteConfig: endpoint('GET', '/api/v1/site/config/', SiteConfigResponse),
  paymentsPlans: endpoint('GET', '/api/v1/payments/plans/', PlansResponse),
  usersLogout: endpoint('POST', '/api/v1/users/logout/', LogoutResponse, LogoutRequest),
} as const;
