// Leads (docs/decisions/034): the kinds of service a visitor can ask about, the steps staff move a request through,
// the form's fields and limits, and the shapes staff see. No zod here, so pages that only link to a form do not
// ship the validation library; leads.schema.ts re-exports all of this with the form's schema.

/**
 * The kinds of request. `geo` is the GEO service (/geo); `training` … `hardware` have landing pages at
 * /services/{kind}; `compute` and `deployment` are asked from their own areas (a compute offer, a deployment).
 */
export const LEAD_KINDS = ['geo', 'training', 'labeling', 'agent', 'consulting', 'hardware', 'compute', 'deployment'] as const;
export type TLeadKind = (typeof LEAD_KINDS)[number];

/** new → contacted → won or lost; a closed lead can be reopened (back to contacted). */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_TRANSITIONS: Record<TLeadStatus, readonly TLeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: ['contacted'],
  lost: ['contacted'],
};

export const LEAD_FIELDS = ['name', 'company', 'email', 'phone', 'requirements'] as const;
export type TLeadField = (typeof LEAD_FIELDS)[number];
export const LEAD_NAME_MAX = 50;
export const LEAD_COMPANY_MAX = 100;
export const LEAD_REQUIREMENTS_MAX = 2000;
export const LEAD_SUBJECT_MAX = 100;
export const LEAD_NOTE_MAX = 2000;
export const LEAD_PAGE_SIZE = 20;
/** Where staff find the requests (the notification's link). */
export const LEADS_ADMIN_ANCHOR = 'leads';

/** A lead as staff see it (GET /api/admin/leads). */
export interface TLead {
  id: number;
  kind: TLeadKind;
  subject: string | null;
  subjectLabel: string | null;
  name: string;
  company: string;
  email: string;
  phone: string;
  requirements: string;
  lang: string;
  status: TLeadStatus;
  user: { id: number; displayName: string | null };
  handledBy: { id: number; displayName: string | null } | null;
  statusChangedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Status changes and notes, oldest first. */
  events: TLeadEvent[];
}

export interface TLeadEvent {
  id: number;
  staff: { id: number; displayName: string | null };
  fromStatus: TLeadStatus | null;
  toStatus: TLeadStatus | null;
  note: string | null;
  createdAt: string;
}

export interface TLeadPage {
  total: number;
  page: number;
  pageSize: number;
  items: TLead[];
}
