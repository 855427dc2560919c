/**
 * The sites' advertising services: what each network's key looks like, the services of a
 * domain, and which networks' script hosts the served pages' CSP must allow.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdNetwork, AdService, SaveAdServiceBody, TraderAdService } from '../contract/marketing';
import type { Db } from '../db/client';
import { adServices } from '../db/schema';
import { HttpError, notFound } from '../http-error';

/** Each network's key format (what its dashboard hands out) and the host its script loads from. */
export const NETWORKS: Record<AdNetwork, { key: RegExp; scriptHost: string }> = {
  // Meta Pixel id.
  facebook: { key: /^\d{15,16}$/, scriptHost: 'https://connect.facebook.net' },
  // TikTok pixel code.
  tiktok: { key: /^[A-Z0-9]{20}$/, scriptHost: 'https://analytics.tiktok.com' },
  // Snap Pixel id.
  snapchat: { key: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, scriptHost: 'https://sc-static.net' },
  // Google tag: GA4 measurement id or Ads conversion id.
  google: { key: /^(?:G|AW|GT|DC)-[A-Z0-9]{4,16}$/, scriptHost: 'https://www.googletagmanager.com' },
};

export const isServiceKey = (network: AdNetwork, key: string) => NETWORKS[network].key.test(key);

const toAdService = (row: typeof adServices.$inferSelect): AdService => ({ app_name: row.appName, status: row.status, service_api_key: row.serviceApiKey });

export async function servicesForDomain(db: Db, domain: string): Promise<AdService[]> {
  const rows = await db.select().from(adServices).where(eq(adServices.domain, domain.toLowerCase())).orderBy(asc(adServices.id));
  return rows.map(toAdService);
}

export async function listAllServices(db: Db): Promise<TraderAdService[]> {
  const rows = await db.select().from(adServices).orderBy(asc(adServices.domain), asc(adServices.id));
  return rows.map((row) => ({ id: row.id, domain: row.domain, ...toAdService(row) }));
}

/** Adds or replaces the domain's service of that network; a key not in the network's format answers 400. */
export async function saveService(db: Db, body: SaveAdServiceBody): Promise<TraderAdService> {
  const key = body.service_api_key.trim();
  if (!isServiceKey(body.app_name, key)) throw new HttpError(400, 'serviceKeyInvalid', body.app_name);
  const values = { domain: body.domain.toLowerCase(), appName: body.app_name, status: body.status, serviceApiKey: key };
  const [row] = await db
    .insert(adServices)
    .values(values)
    .onConflictDoUpdate({ target: [adServices.domain, adServices.appName], set: { status: values.status, serviceApiKey: values.serviceApiKey } })
    .returning();
  return { id: row!.id, domain: row!.domain, ...toAdService(row!) };
}

export async function deleteService(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(adServices).where(eq(adServices.id, id)).returning({ id: adServices.id });
  if (deleted.length === 0) throw notFound('serviceNotFound');
}

/** The script hosts of the networks some site has an accepted service with, for the CSP. */
export async function acceptedScriptHosts(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ appName: adServices.appName }).from(adServices).where(eq(adServices.status, 'accepted'));
  return rows.map((row) => NETWORKS[row.appName as AdNetwork]?.scriptHost).filter((host): host is string => Boolean(host)).sort();
}

/**
 * The CSP's advertising script hosts, kept in memory because every response reads them: loaded at
 * start, again after each change through this process, and every minute for the others'.
 */
export interface AdScriptHosts {
  current(): string[];
  refresh(): Promise<void>;
}

export const AD_HOSTS_REFRESH_MS = 60_000;

export function createAdScriptHosts(db: Db): AdScriptHosts {
  let hosts: string[] = [];
  return {
    current: () => hosts,
    async refresh() {
      hosts = await acceptedScriptHosts(db);
    },
  };
}
