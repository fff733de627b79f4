// The agent page's query (zod) and answers; shared by the page loader and the API.
import { z } from 'zod';
import type { TProductCardView } from '~/features/catalogue/catalogue.schema';
import { AGENT_GROUPS, AGENT_QUERY_MAX, type TAgentGroup } from './agents.constants';

export const ZAgentQuery = z.object({
  q: z.string().trim().max(AGENT_QUERY_MAX).default(''),
  group: z.enum(AGENT_GROUPS).optional(),
});
export type TAgentQuery = z.output<typeof ZAgentQuery>;

export interface TAgentGroupView {
  key: TAgentGroup;
  /** Products in the group. */
  total: number;
  items: TProductCardView[];
}

export interface TAgentPage {
  groups: TAgentGroupView[];
  /** Agent products in all groups. */
  total: number;
  /** Search results among the agent products, most relevant first, when a query was given. */
  results: TProductCardView[] | null;
}
