import { randomBytes } from 'node:crypto';
import { todayInTurkey } from '@yolcu/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponCampaigns, couponRedemptions, coupons, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

export interface CampaignInput {
  value: number;
  expires_on: string;
  code?: string | undefined;
  usage_limit?: number | undefined;
  emails?: string[] | undefined;
}

/** A coupon row's own code: the campaign's (or CPN) and 10 random hex digits, unique like every coupon's. */
const couponCode = (prefix: string | null) => `${prefix ?? 'CPN'}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * A coupon campaign (issue 40, 03 §4): a code for everyone (redeemed later, each redemption a
 * coupon row of the traveller's), or coupons given now to the accounts of chosen addresses, which
 * the payment page accepts as it accepts any of the user's coupons. Audited in the same transaction.
 */
export async function createCampaign(db: Db, member: StaffMember, input: CampaignInput) {
  if (input.expires_on < todayInTurkey()) throw AppError.badRequest({ expires_on: ['admin.campaign_expired'] });
  return db.transaction(async (tx) => {
    if (input.code) {
      const [taken] = await tx
        .select({ id: couponCampaigns.id })
        .from(couponCampaigns)
        .where(eq(couponCampaigns.code, input.code));
      if (taken) throw AppError.badRequest({ code: ['admin.campaign_code_taken'] });
    }
    const [campaign] = await tx
      .insert(couponCampaigns)
      .values({
        code: input.code ?? null,
        value: input.value,
        expiresOn: input.expires_on,
        usageLimit: input.code ? (input.usage_limit ?? null) : null,
        staffId: member.id,
      })
      .returning();
    const emails = [...new Set((input.emails ?? []).map((e) => e.toLowerCase()))];
    const accounts = emails.length
      ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
      : [];
    if (accounts.length)
      await tx.insert(coupons).values(
        accounts.map((a) => ({
          userId: a.id,
          code: couponCode(null),
          value: input.value,
          expiresOn: input.expires_on,
        })),
      );
    const found = new Set(accounts.map((a) => a.email));
    const answer = {
      id: campaign!.id,
      code: campaign!.code,
      value: campaign!.value,
      expires_on: campaign!.expiresOn,
      usage_limit: campaign!.usageLimit,
      coupons_given: accounts.length,
      unknown_emails: emails.filter((e) => !found.has(e)),
    };
    await audited(tx, member, 'campaign.create', { type: 'campaign', id: campaign!.id }, null, {
      ...answer,
      user_ids: accounts.map((a) => a.id),
    });
    return answer;
  });
}

/**
 * A signed-in traveller redeems a campaign's code: a coupon row of their own. The usage limit is
 * taken by one conditional update (`used < usage_limit`, not expired), so however many redeem at
 * once no more than the limit succeed; the redemption's primary key refuses a second by the same
 * account, and its failure rolls the count back.
 */
export async function redeemCampaign(db: Db, userId: number, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  const today = todayInTurkey();
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(couponCampaigns)
      .set({ used: sql`${couponCampaigns.used} + 1` })
      .where(
        and(
          eq(couponCampaigns.code, code),
          lt(couponCampaigns.used, couponCampaigns.usageLimit),
          gte(couponCampaigns.expiresOn, today),
        ),
      )
      .returning();
    if (!campaign) throw AppError.badRequest({ code: ['admin.campaign_code_invalid'] });
    const [coupon] = await tx
      .insert(coupons)
      .values({ userId, code: couponCode(campaign.code), value: campaign.value, expiresOn: campaign.expiresOn })
      .returning();
    const [redeemed] = await tx
      .insert(couponRedemptions)
      .values({ campaignId: campaign.id, userId, couponId: coupon!.id })
      .onConflictDoNothing()
      .returning();
    if (!redeemed) throw AppError.badRequest({ code: ['admin.campaign_already_redeemed'] });
    return { id: coupon!.id, code: coupon!.code, value: coupon!.value, expried_date: coupon!.expiresOn, used: false };
  });
}
