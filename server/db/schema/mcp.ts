// The MCP library (docs/decisions/020): servers as the official registry describes them (server.json: packages,
// remotes, environment variables), with the site's own descriptions, categories and tags; submissions waiting for
// review live in the same table with their status. Likes and "install snippet copied" are counted once per visitor.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMcpPackage, TMcpRemote, TServerJson } from '~/features/mcp/mcp.schema';
import { users } from './accounts';
import type { LocalizedText } from './navigation';

export const mcpServers = pgTable(
  'mcp_servers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The registry name (io.github.owner/server): the identity imports and submissions are matched by. */
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: jsonb('description').$type<Partial<LocalizedText>>().notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    registries: jsonb('registries').$type<string[]>().notNull().default([]),
    packages: jsonb('packages').$type<TMcpPackage[]>().notNull().default([]),
    remotes: jsonb('remotes').$type<TMcpRemote[]>().notNull().default([]),
    /** The server.json as received (imports and submissions), for review and re-export. */
    serverJson: jsonb('server_json').$type<TServerJson>(),
    version: text('version'),
    repositoryUrl: text('repository_url'),
    websiteUrl: text('website_url'),
    /** published | pending (submitted, in review) | rejected */
    status: text('status').notNull().default('published'),
    rejectReason: text('reject_reason'),
    /** seed | import | submission */
    source: text('source').notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Editors' order for "popular": higher first (the hand-described servers). */
    featured: integer('featured').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    installs: integer('installs').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mcp_servers_status_idx').on(t.status, t.createdAt), index('mcp_servers_submitted_by_idx').on(t.submittedBy)],
);

export const mcpServerLikes = pgTable(
  'mcp_server_likes',
  {
    serverId: integer('server_id')
      .notNull()
      .references(() => mcpServers.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serverId, t.visitor] })],
);

/** One row per visitor, server and client: the "installs copied" count is distinct visitors' copies. */
export const mcpInstallCopies = pgTable(
  'mcp_install_copies',
  {
    serverId: integer('server_id')
      .notNull()
      .references(() => mcpServers.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serverId, t.visitor, t.client] })],
);
