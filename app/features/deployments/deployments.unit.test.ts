// The deployment state machine and the custom deployment request's rules (SPEC §4, §5), with no database.
import { describe, expect, it } from 'vitest';
import { safeAccessUrl } from '../../../server/integrations/deploy/runner';
import { DEPLOY_TEMPLATES, DEPLOYMENT_STATES, nextDeploymentState, ZDeployRequest } from './deployments.schema';

const issues = (input: unknown) => {
  const parsed = ZDeployRequest.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('deployment states', () => {
  it('goes deploying → deployed or failed, and expires from deploying or deployed only', () => {
    expect(nextDeploymentState('deploying', 'ready')).toBe('deployed');
    expect(nextDeploymentState('deploying', 'fail')).toBe('failed');
    expect(nextDeploymentState('deploying', 'expire')).toBe('expired');
    expect(nextDeploymentState('deployed', 'expire')).toBe('expired');
    expect(nextDeploymentState('deployed', 'ready')).toBeNull();
  });

  it('never leaves failed or expired', () => {
    for (const event of ['ready', 'fail', 'expire'] as const) {
      expect(nextDeploymentState('failed', event)).toBeNull();
      expect(nextDeploymentState('expired', event)).toBeNull();
    }
    expect(DEPLOYMENT_STATES).toEqual(['deploying', 'deployed', 'failed', 'expired']);
  });

  it('has one template per product, each with an image and a port', () => {
    expect(new Set(DEPLOY_TEMPLATES.map((t) => t.slug)).size).toBe(DEPLOY_TEMPLATES.length);
    for (const t of DEPLOY_TEMPLATES) {
      expect(t.image).toMatch(/^[a-z0-9./-]+(:[\w.-]+)?$/);
      expect(t.port).toBeGreaterThan(0);
      expect(t.source).toMatch(/^https:\/\//);
    }
  });

  it('shows only http(s) addresses a platform answers', () => {
    expect(safeAccessUrl('https://app-1.example.test/')).toBe('https://app-1.example.test/');
    expect(safeAccessUrl('javascript:alert(1)')).toBeNull();
    expect(safeAccessUrl('/relative')).toBeNull();
    expect(safeAccessUrl(42)).toBeNull();
  });
});

describe('custom deployment request', () => {
  const valid = { company: '星河科技', name: 'Mary-Jane Li', contact: 'Ops@Example.com', requirements: '在内网部署 Dify' };

  it('accepts a phone number or an e-mail address as the contact, stored normalised', () => {
    expect(ZDeployRequest.parse(valid).contact).toBe('ops@example.com');
    expect(ZDeployRequest.parse({ ...valid, contact: '138 0013 8000' }).contact).toBe('+8613800138000');
    expect(ZDeployRequest.parse({ ...valid, name: '王小明' }).name).toBe('王小明');
  });

  it('says what is wrong with each field', () => {
    expect(issues({})).toEqual({
      company: 'deploy.request.error.company',
      name: 'deploy.request.error.name',
      contact: 'deploy.request.error.contact',
      requirements: 'deploy.request.error.requirements',
    });
    expect(issues({ ...valid, company: '  ', requirements: '\n' })).toEqual({
      company: 'deploy.request.error.company',
      requirements: 'deploy.request.error.requirements',
    });
    expect(issues({ ...valid, name: 'R2-D2' })).toEqual({ name: 'deploy.request.error.nameChars' });
    expect(issues({ ...valid, name: 'a_b' })).toEqual({ name: 'deploy.request.error.nameChars' });
    expect(issues({ ...valid, contact: 'not an address' })).toEqual({ contact: 'deploy.request.error.contactInvalid' });
    expect(issues({ ...valid, contact: 'a@b' })).toEqual({ contact: 'deploy.request.error.contactInvalid' });
    expect(issues({ ...valid, company: 'x'.repeat(101) })).toEqual({ company: 'deploy.request.error.companyLong' });
  });
});
