import { ACCOUNTS, apiData, callApi, requestTokens } from './server-api';

/**
 * The test database has no administrative divisions (the server's snapshot leaves out the 3,200):
 * adds the given ones, [code, parentCode, name] from the top down, as the platform administrator.
 */
export async function addRegions(regions: [code: string, parentCode: string, name: string][]): Promise<void> {
  const token = (await requestTokens(ACCOUNTS.platformAdmin)).access_token;
  for (const [code, parentCode, name] of regions) {
    const found = await callApi('GET', '/blade-system/region/detail', token, { params: { code } });
    if (found.status !== 200) await apiData('POST', '/blade-system/region/submit', token, { body: { code, parentCode, name, sort: 1 } });
  }
}
