/**
 * Public swarm reports as the embedded form sends them (swarm/SwarmAlertNotification with an API
 * key in HeaderToken), for the integration tests of the routes that read reports.
 */

/** The portal's own origin (SITE_URL of the local stack, as localhost): the form page's calls come from it. */
export const portalOrigin = (baseUrl: string) => new URL(baseUrl).origin.replace('127.0.0.1', 'localhost');

/** Who reports and where: the fields each test chooses. */
export interface Reporter {
  Name: string;
  PostCode: string;
  Address: string;
  PhoneNo: string;
  Description: string;
}

/**
 * Posts a report of honey bees (TypeOption 1, BeeOption 2, no second address line) by `reporter`
 * through API key `key`, from the portal's origin; answers the status and the envelope.
 */
export async function postSwarmReport<T = { SwarmID: string }>(
  baseUrl: string,
  key: string,
  reporter: Reporter,
): Promise<{ status: number; body: { ErrorCode: number; ErrorMessage: string; data: T } }> {
  const res = await fetch(`${baseUrl}/api/swarm/SwarmAlertNotification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', HeaderToken: key, Origin: portalOrigin(baseUrl) },
    body: JSON.stringify({ ...reporter, Address2: '', TypeOption: 1, Other: '', BeeOption: 2 }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { ErrorCode: number; ErrorMessage: string; data: T },
  };
}
