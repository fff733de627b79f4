import type { TMcpServerDetail } from './mcp.schema';
// An MCP server's schema.org description (JSON-LD), with only what the library knows (docs/decisions/013, 020):
// a SoftwareApplication with its category and links (repository, website); no ratings and no Offer (installing a
// server may be free while the service behind it is paid: the library does not know the price).

export function mcpServerJsonLd(
  server: Pick<TMcpServerDetail, 'title' | 'name' | 'description' | 'repositoryUrl' | 'version' | 'websiteUrl'>,
  pageUrl: string,
  categoryName: string,
) {
  const links = [server.repositoryUrl, server.websiteUrl].filter((u): u is string => Boolean(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: server.title,
    alternateName: server.name,
    description: server.description,
    url: pageUrl,
    applicationCategory: 'DeveloperApplication',
    applicationSubCategory: categoryName,
    ...(server.version ? { softwareVersion: server.version } : {}),
    ...(links.length ? { sameAs: links } : {}),
  };
}
