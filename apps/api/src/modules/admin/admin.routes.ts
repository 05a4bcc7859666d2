import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  AdminEditUserSchema,
  AdminUsersQuerySchema,
  AuditQuerySchema,
  CertificationsQuerySchema,
  CreateAdminSchema,
  RefuseCertificationSchema,
  RequestCertificationSchema,
  RequireCertificationSchema,
  SuspendUserSchema,
  UpdateAdminSchema,
  type Role,
  AdminAccountRowSchema,
  AdminCertificationPageSchema,
  AdminUserAccountSchema,
  AdminUserPageSchema,
  AdminUserRowSchema,
  AuditPageSchema,
  MyCertificationAnswerSchema,
  MyCertificationSchema,
  ResetCodeSentSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { adminService } from './admin.service.ts'
import { adminUserEditService } from './admin-user-edit.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const MASTER: readonly Role[] = ['admin_master']
/** Who may ask for the 'Certificado': providers and hirers (not admins). */
const CERTIFIABLE: readonly Role[] = ['client', 'company', 'promoter', 'supplier']
const tags = ['admin']

export async function adminModule(app: TypedApp, ctx: AppContext) {
  const svc = adminService(ctx)
  const edit = adminUserEditService(ctx)

  // ---- Audit trail ----
  app.get(
    '/admin/audit',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Audit trail of admin actions: names, changes, filters (ADR 0037)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (req) => svc.listAudit(req.query, req.locale),
  )

  // ---- Users moderation (master or basic) ----
  app.get(
    '/admin/users',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Users: search, filters, pages',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserPageSchema },
      },
    },
    async (req) => svc.listUsers(req.query),
  )
  app.post(
    '/admin/users/:id/suspend',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Suspends an account: sessions revoked, active items cancelled, user told',
        params: IdParams,
        body: SuspendUserSchema,
        response: { 200: AdminUserRowSchema },
      },
    },
    async (req) => svc.suspend(req.user!, req.params.id, req.body.reason, req.ip),
  )
  app.post(
    '/admin/users/:id/reactivate',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Reactivates a suspended account',
        params: IdParams,
        response: { 200: AdminUserRowSchema },
      },
    },
    async (req) => svc.reactivate(req.user!, req.params.id, req.ip),
  )
  // ADR 0033: account data (name, phone, e-mail, address; the document only with a reason).
  app.get(
    '/admin/users/:id/account',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "A user's account data for the admin editor",
        params: IdParams,
        response: { 200: AdminUserAccountSchema },
      },
    },
    async (req) => edit.get(req.user!, req.params.id),
  )
  app.patch(
    '/admin/users/:id/account',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "Corrects a user's account data; the CPF/CNPJ only with a reason; the old e-mail is told",
        params: IdParams,
        body: AdminEditUserSchema,
        response: { 200: AdminUserAccountSchema },
      },
    },
    async (req) => edit.edit(req.user!, req.params.id, req.body, req.ip),
  )
  app.post(
    '/admin/users/:id/certification-requirement',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "Requires a promoter or supplier to become 'Certificado' (ADR 0026): accepting jobs, answering budgets and bidding wait for the approval",
        params: IdParams,
        body: RequireCertificationSchema,
        response: { 200: AdminUserRowSchema },
      },
    },
    async (req) => svc.requireCertification(req.user!, req.params.id, req.body.reason, req.ip),
  )
  app.delete(
    '/admin/users/:id/certification-requirement',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Lifts a 'Certificado' requirement",
        params: IdParams,
        response: { 200: AdminUserRowSchema },
      },
    },
    async (req) => svc.liftCertificationRequirement(req.user!, req.params.id, req.ip),
  )
  app.post(
    '/admin/suppliers/:id/reset-password',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'E-mails the supplier a reset code (the admin never sees a password)',
        params: IdParams,
        response: { 200: ResetCodeSentSchema },
      },
    },
    async (req) => svc.resetSupplierPassword(req.user!, req.params.id, req.ip),
  )

  // ---- Admin accounts (master only) ----
  app.get(
    '/admin/admins',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Admin accounts',
        response: { 200: z.array(AdminAccountRowSchema) },
      },
    },
    async () => svc.listAdmins(),
  )
  app.post(
    '/admin/admins',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Invites an admin: no password; they receive the reset code by e-mail',
        body: CreateAdminSchema,
        response: { 201: AdminAccountRowSchema },
      },
    },
    async (req, reply) => {
      const row = await svc.createAdmin(req.user!, req.body, req.locale, req.ip)
      void reply.code(201)
      return row
    },
  )
  app.patch(
    '/admin/admins/:id',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: "Changes an admin's role or status",
        params: IdParams,
        body: UpdateAdminSchema,
        response: { 200: AdminAccountRowSchema },
      },
    },
    async (req) => svc.updateAdmin(req.user!, req.params.id, req.body, req.ip),
  )

  // ---- 'Certificado' ----
  app.post(
    '/me/certification',
    {
      auth: CERTIFIABLE,
      schema: {
        tags: ['certification'],
        summary: "Asks for the 'Certificado' with 1 to 4 document images",
        body: RequestCertificationSchema,
        response: { 201: MyCertificationSchema },
      },
    },
    async (req, reply) => {
      const row = await svc.requestCertification(req.user!, req.body.documentImageIds)
      void reply.code(201)
      return row
    },
  )
  app.get(
    '/me/certification',
    {
      auth: CERTIFIABLE,
      schema: {
        tags: ['certification'],
        summary: "The caller's latest 'Certificado' request",
        response: { 200: MyCertificationAnswerSchema },
      },
    },
    async (req) => svc.myCertification(req.user!),
  )
  app.get(
    '/admin/certifications',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "'Certificado' requests with their documents",
        querystring: CertificationsQuerySchema,
        response: { 200: AdminCertificationPageSchema },
      },
    },
    async (req) => svc.listCertifications(req.query),
  )
  app.post(
    '/admin/certifications/:id/approve',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Approves a 'Certificado' request",
        params: IdParams,
        response: { 200: MyCertificationSchema },
      },
    },
    async (req) =>
      svc.decideCertification(
        req.user!,
        req.params.id,
        { status: 'approved', reason: null },
        req.ip,
      ),
  )
  app.post(
    '/admin/certifications/:id/refuse',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Refuses a 'Certificado' request with a reason",
        params: IdParams,
        body: RefuseCertificationSchema,
        response: { 200: MyCertificationSchema },
      },
    },
    async (req) =>
      svc.decideCertification(
        req.user!,
        req.params.id,
        {
          status: 'refused',
          reason: req.body.reason,
        },
        req.ip,
      ),
  )
}
