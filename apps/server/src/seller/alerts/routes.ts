import {
  Alert,
  AlertList,
  AlertListQuery,
  AlertRule,
  AlertRuleInput,
  AlertRulePreview,
  AlertRulePreviewInput,
  AlertRuleUpdate,
  AlertSnoozeInput,
  envelope,
  PathId,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { listAlerts, markAlertRead, muteAlertProduct, snoozeAlert } from './alerts.js';
import { createRule, deleteRule, findRule, listRules, previewRule, ruleDto, updateRule } from './rules.js';

const ruleTags = ['AlertRules'];
const alertTags = ['Alerts'];
const oneRule = { 200: envelope(AlertRule) };
const oneAlert = { 200: envelope(Alert) };

/**
 * `/api/AlertRule` (a member's rules and the company's shared ones) and `/api/Alert` (what they
 * fired in the last 90 days). Members only: API keys have no alert scopes.
 */
export const alertRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/AlertRule',
      {
        schema: {
          tags: ruleTags,
          summary: "The member's alert rules and the company's shared ones",
          ...sessionOnly('notifications', 'read'),
          response: { 200: envelope(z.array(AlertRule)) },
        },
      },
      async (request) => ok((await asTenant(services, request, listRules)).map(ruleDto)),
    );

    app.get(
      '/api/AlertRule/:id',
      {
        schema: {
          tags: ruleTags,
          summary: 'One alert rule',
          ...sessionOnly('notifications', 'read'),
          params: PathId,
          response: oneRule,
        },
      },
      async (request) => ok(ruleDto(await asTenant(services, request, (tenant) => findRule(tenant, request.params.id)))),
    );

    app.post(
      '/api/AlertRule',
      {
        schema: {
          tags: ruleTags,
          summary: 'Create an alert rule on a product, a supplier, a shortlist or a saved filter',
          ...sessionOnly('notifications', 'write'),
          body: AlertRuleInput,
          response: oneRule,
        },
      },
      async (request) => ok(ruleDto(await asTenant(services, request, (tenant) => createRule(tenant, request.body)))),
    );

    app.post(
      '/api/AlertRule/preview',
      {
        schema: {
          tags: ruleTags,
          summary: 'How often a rule would have fired over the stored readings of the last days',
          ...sessionOnly('notifications', 'read'),
          body: AlertRulePreviewInput,
          response: { 200: envelope(AlertRulePreview) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => previewRule(tenant, request.body))),
    );

    app.put(
      '/api/AlertRule/:id',
      {
        schema: {
          tags: ruleTags,
          summary: 'Change an alert rule (its author only)',
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          body: AlertRuleUpdate,
          response: oneRule,
        },
      },
      async (request) =>
        ok(ruleDto(await asTenant(services, request, (tenant) => updateRule(tenant, request.params.id, request.body)))),
    );

    app.delete(
      '/api/AlertRule/:id',
      {
        schema: {
          tags: ruleTags,
          summary: 'Delete an alert rule (soft; its author only)',
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          response: oneRule,
        },
      },
      async (request) => ok(ruleDto(await asTenant(services, request, (tenant) => deleteRule(tenant, request.params.id)))),
    );

    app.get(
      '/api/Alert',
      {
        schema: {
          tags: alertTags,
          summary: 'Alerts of the last 90 days, newest first',
          ...sessionOnly('notifications', 'read'),
          querystring: AlertListQuery,
          response: { 200: envelope(AlertList) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => listAlerts(tenant, request.query))),
    );

    app.post(
      '/api/Alert/:id/read',
      {
        schema: {
          tags: alertTags,
          summary: 'Mark an alert read',
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          response: oneAlert,
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => markAlertRead(tenant, request.params.id))),
    );

    app.post(
      '/api/Alert/:id/snooze',
      {
        schema: {
          tags: alertTags,
          summary: "Snooze the alert's rule for some hours",
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          body: AlertSnoozeInput,
          response: oneAlert,
        },
      },
      async (request) =>
        ok(await asTenant(services, request, (tenant) => snoozeAlert(tenant, request.params.id, request.body.hours))),
    );

    app.post(
      '/api/Alert/:id/mute',
      {
        schema: {
          tags: alertTags,
          summary: "Mute the alert's product: no more alerts of it reach you",
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          response: oneAlert,
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => muteAlertProduct(tenant, request.params.id))),
    );
  };
