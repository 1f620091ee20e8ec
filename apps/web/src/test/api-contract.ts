import {
  AccountsResponse,
  AdminAccountResponse,
  GrantedSubscriptionResponse,
} from '@waliyy/contract/admin';
import {
  AdminPlanResponse,
  AdminPlansResponse,
  AdminReportResponse,
  NonRespondersResponse,
  ReportsResponse,
} from '@waliyy/contract/admin-moderation';
import { OverviewResponse } from '@waliyy/contract/admin-overview';
import { AccountBillingResponse, AuditResponse } from '@waliyy/contract/admin-support';
import { AccountResponse, AccountUserResponse, LoginResponse } from '@waliyy/contract/auth';
import {
  BillingHistoryResponse,
  MakePaymentResponse,
  OrderResponse,
  SubscriptionResponse,
} from '@waliyy/contract/billing';
import {
  ChildCreatedResponse,
  ChildProfileResponse,
  ChildrenResponse,
} from '@waliyy/contract/children';
import { ConsentAnswerResponse, ConsentViewResponse } from '@waliyy/contract/consent';
import {
  ExploreResponse,
  PublicProfileResponse,
  RecommendationsResponse,
} from '@waliyy/contract/discovery';
import { MessageResponse } from '@waliyy/contract/envelope';
import { ErrorBody } from '@waliyy/contract/errors';
import { GenotypeCheckResponse, VerificationsResponse } from '@waliyy/contract/genotype-evidence';
import {
  InterestResponse,
  LikeActionResponse,
  LikesResponse,
  MatchResponse,
} from '@waliyy/contract/likes';
import { PhoneCodeSentResponse } from '@waliyy/contract/phone-verification';
import { PlansResponse } from '@waliyy/contract/plans';
import { PreferenceResponse } from '@waliyy/contract/preferences';
import {
  AccountExportResponse,
  BlocksResponse,
  PauseResponse,
  ReportResponse,
} from '@waliyy/contract/safety';
import {
  ConfirmProfileAnswerResponse,
  ConfirmProfileViewResponse,
  SingleConfirmationStatusResponse,
} from '@waliyy/contract/single-confirmation';
import type { z } from 'zod';
import openapiText from '../../../api/src/modules/docs/openapi.snapshot.json?raw';

// What a mocked answer must look like (api-mock.ts checks every one): the body the contract's
// response schema for that route accepts — the schema the API's route declares — and a success
// status the API's OpenAPI document lists for it. A mock that drifts from the API fails its test.

/** The response schema of each route the web calls, keyed as in the OpenAPI document. */
export const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  'GET /account': AccountResponse,
  'PUT /account/active-single': MessageResponse,
  'PUT /account/language': AccountUserResponse,
  'POST /account/alternate-email': MessageResponse,
  'PUT /account/alternate-email/confirm': MessageResponse,
  'PUT /account/change-password': MessageResponse,
  'PUT /account/delete': MessageResponse,
  'POST /account/phone/verification': PhoneCodeSentResponse,
  'PUT /account/phone/verification': MessageResponse,
  'GET /account/export': AccountExportResponse,
  'GET /admin/accounts': AccountsResponse,
  'GET /admin/accounts/{id}': AdminAccountResponse,
  'DELETE /admin/accounts/{id}': MessageResponse,
  'GET /admin/accounts/{id}/billing': AccountBillingResponse,
  'PUT /admin/accounts/{id}/reinstate': MessageResponse,
  'POST /admin/accounts/{id}/revoke-admin': MessageResponse,
  'PUT /admin/accounts/{id}/singles-limit': MessageResponse,
  'POST /admin/accounts/{id}/subscription': GrantedSubscriptionResponse,
  'PUT /admin/accounts/{id}/suspend': MessageResponse,
  'GET /admin/audit': AuditResponse,
  'GET /admin/non-responders': NonRespondersResponse,
  'POST /admin/non-responders/{accountId}/warn': MessageResponse,
  'GET /admin/overview': OverviewResponse,
  'GET /admin/plans': AdminPlansResponse,
  'POST /admin/plans': AdminPlanResponse,
  'PUT /admin/plans/{id}': AdminPlanResponse,
  'POST /admin/plans/{id}/restore': AdminPlanResponse,
  'PUT /admin/plans/{id}/retire': AdminPlanResponse,
  'GET /admin/reports': ReportsResponse,
  'GET /admin/verifications': VerificationsResponse,
  'PUT /admin/verifications/{id}': MessageResponse,
  'GET /admin/reports/{id}': AdminReportResponse,
  'PUT /admin/reports/{id}': MessageResponse,
  'PUT /auth/forgot-password': MessageResponse,
  'POST /auth/login': LoginResponse,
  'DELETE /auth/logout': MessageResponse,
  'POST /auth/resend-verification': MessageResponse,
  'PUT /auth/reset-password': MessageResponse,
  'POST /auth/reset-password/check': MessageResponse,
  'POST /auth/signup': MessageResponse,
  'PUT /auth/verify-email': MessageResponse,
  'POST /block': MessageResponse,
  'DELETE /block/{profileId}': MessageResponse,
  'GET /blocks': BlocksResponse,
  'PUT /match/cancel/child/{id}': MessageResponse,
  'GET /match/child/{id}': MatchResponse,
  'GET /match/interest': InterestResponse,
  'POST /match/like/child/{id}': LikeActionResponse,
  'PUT /match/like/child/{id}': LikeActionResponse,
  'GET /match/like/child/{id}': LikesResponse,
  'PUT /match/unlike/child/{id}': LikeActionResponse,
  'GET /parent': ExploreResponse,
  'POST /parent/child': ChildCreatedResponse,
  'GET /parent/child/{id}': ChildProfileResponse,
  'PUT /parent/child/{id}': MessageResponse,
  'DELETE /parent/child/{id}': MessageResponse,
  'PUT /parent/child/{id}/pause': PauseResponse,
  'GET /parent/child/{id}/genotype-evidence': GenotypeCheckResponse,
  'POST /parent/child/{id}/genotype-evidence': GenotypeCheckResponse,
  'GET /parent/child/{id}/confirmation': SingleConfirmationStatusResponse,
  'POST /parent/child/{id}/confirmation': MessageResponse,
  'POST /confirm-profile/view': ConfirmProfileViewResponse,
  'PUT /confirm-profile': ConfirmProfileAnswerResponse,
  'POST /consent/view': ConsentViewResponse,
  'PUT /consent': ConsentAnswerResponse,
  'GET /parent/child/{id}/recommendations': RecommendationsResponse,
  'GET /parent/children': ChildrenResponse,
  'GET /parent/child/preference/{childId}': PreferenceResponse,
  'POST /parent/child/preference/{childId}': PreferenceResponse,
  'PUT /parent/child/preference/{childId}': PreferenceResponse,
  'POST /payment/make-payment/{planId}': MakePaymentResponse,
  'GET /payment/order/{id}': OrderResponse,
  'GET /payment/paypal-capture/{id}': OrderResponse,
  'GET /plans': PlansResponse,
  'GET /recommendation/{id}': PublicProfileResponse,
  'POST /report': ReportResponse,
  'GET /subscriptions': BillingHistoryResponse,
  'GET /subscriptions/active': SubscriptionResponse,
};

type Operation = { responses?: Record<string, unknown> };
const PREFIX = '/api/v1';

/** The API's routes: a matcher for the concrete path, and the success statuses it documents. */
const ROUTES = Object.entries(
  (JSON.parse(openapiText) as { paths: Record<string, Record<string, Operation>> }).paths,
).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => {
    const template = path.slice(PREFIX.length);
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return {
      key: `${method.toUpperCase()} ${template}`,
      matches: new RegExp(`^${method.toUpperCase()} ${pattern}/?$`),
      successes: Object.keys(operation.responses ?? {})
        .map(Number)
        .filter((status) => status >= 200 && status < 300),
    };
  }),
);

function describe(issues: z.core.$ZodIssue[]) {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Why a mocked answer to 'METHOD /path' (below /api/v1) is not one the API could give, or
 * undefined when it could. Errors are checked against the contract's error body.
 */
export function contractProblem(
  request: string,
  status: number,
  body: unknown,
): string | undefined {
  const route = ROUTES.find((candidate) => candidate.matches.test(request));
  if (!route) return `${request} is not a route of the API`;
  if (status >= 400) {
    const error = ErrorBody.safeParse(body);
    return error.success
      ? undefined
      : `${request} answered ${status} with a body that is not the contract's error body (${describe(error.error.issues)})`;
  }
  const schema = RESPONSE_SCHEMAS[route.key];
  if (!schema) return `${route.key} has no response schema in test/api-contract.ts`;
  if (!route.successes.includes(status)) {
    return `${request} answered ${status}; the API answers ${route.successes.join(' or ')}`;
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `${request} answered a body the contract refuses (${describe(parsed.error.issues)})`;
}
