import {
  AccountExportResponse,
  BlockBody,
  BlocksQuery,
  BlocksResponse,
  MessageResponse,
  opaqueText,
  PauseBody,
  PauseResponse,
  ReportBody,
  ReportResponse,
  SAFETY_MESSAGES,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import { IdParams } from '../../lib/ids';
import type { ExportService } from './export.service';
import type { SafetyService } from './safety.service';

const tags = ['safety'];
const security = [{ bearerAuth: [] }];
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (decision 030).
const ProfileParams = z.object({ profileId: opaqueText().max(64) });

/** Reporting, blocking, pausing a single and the data export (decision 012). */
export const safetyRoutes: FastifyPluginAsync<{
  safety: SafetyService;
  exporter: ExportService;
  authenticate: onRequestHookHandler;
}> = async (app, { safety, exporter, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/report',
    {
      schema: {
        tags,
        security,
        summary: 'Reports a profile to staff',
        description:
          'A repeat of an open report of the same profile by the same account answers that report (isNew: false). 404 for an unknown profile or one of your own; 429 past 20 reports an hour.',
        body: ReportBody,
        response: { 200: ReportResponse },
      },
    },
    async (request) => {
      const data = await safety.report(authOf(request).userId, request.body);
      return {
        message: data.isNew ? SAFETY_MESSAGES.reported : SAFETY_MESSAGES.alreadyReported,
        data,
      };
    },
  );

  api.post(
    '/block',
    {
      schema: {
        tags,
        security,
        summary: "Blocks a profile's account, both ways, at once",
        description:
          "Every single of either account disappears from the other's recommendations, explore, likes and match; a pending like between them is withdrawn and a match cancelled. A repeat is a no-op.",
        body: BlockBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await safety.block(authOf(request).userId, request.body.profile);
      return { message: SAFETY_MESSAGES.blocked, data: null };
    },
  );

  api.delete(
    '/block/:profileId',
    {
      schema: {
        tags,
        security,
        summary: 'Unblocks a profile (404 when this account has not blocked it)',
        params: ProfileParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await safety.unblock(authOf(request).userId, request.params.profileId);
      return { message: SAFETY_MESSAGES.unblocked, data: null };
    },
  );

  api.get(
    '/blocks',
    {
      schema: {
        tags,
        security,
        summary: "The account's blocked profiles, newest first (display ids only)",
        querystring: BlocksQuery,
        response: { 200: BlocksResponse },
      },
    },
    async (request) => ({
      message: SAFETY_MESSAGES.blocks,
      data: await safety.blocks(authOf(request).userId, request.query),
    }),
  );

  api.put(
    '/parent/child/:id/pause',
    {
      schema: {
        tags,
        security,
        summary: "Pauses or resumes one of the account's singles ('in talks')",
        description: 'Paused: hidden from discovery, likes kept. Not your single: 404.',
        params: IdParams,
        body: PauseBody,
        response: { 200: PauseResponse },
      },
    },
    async (request) => {
      const data = await safety.pause(
        authOf(request).userId,
        request.params.id,
        request.body.paused,
      );
      return { message: data.isPaused ? SAFETY_MESSAGES.paused : SAFETY_MESSAGES.resumed, data };
    },
  );

  api.get(
    '/account/export',
    {
      schema: {
        tags,
        security,
        summary: "All of the account's data as JSON",
        description:
          'Profiles, preferences, likes, matches, payments, blocks and reports. Other families appear by display id only.',
        response: { 200: AccountExportResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="waliyy-data.json"');
      return {
        message: SAFETY_MESSAGES.exported,
        data: await exporter.exportAccount(authOf(request).userId),
      };
    },
  );
};
