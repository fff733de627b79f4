// The tools of the site's MCP endpoint (/api/mcp), in the order clients list them. Adding one: a file exporting a
// defineSiteTool(...) beside these, and its line here.
import type { RegisteredSiteTool } from './define';
import { compareModelsTool } from './compare-models';
import { estimateCostTool } from './estimate-cost';
import { getProductTool } from './get-product';
import { listRankingsTool } from './list-rankings';
import { searchMcpServersTool } from './search-mcp-servers';
import { searchProductsTool } from './search-products';

export const SITE_TOOLS: readonly RegisteredSiteTool[] = [searchProductsTool, getProductTool, listRankingsTool, searchMcpServersTool, compareModelsTool, estimateCostTool];
