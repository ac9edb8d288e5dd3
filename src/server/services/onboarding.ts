import { eq } from "drizzle-orm";
import type { OnboardingInput } from "../../schemas/auth.ts";
import { onboarding } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

export interface OnboardingView {
  userId: string;
  profession: string | null;
  interests: string[];
  updatedAt: string | null;
}

export async function getOnboarding(db: Database, userId: string): Promise<OnboardingView> {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId)).limit(1);
  return row
    ? { userId, profession: row.profession, interests: row.interests, updatedAt: row.updatedAt.toISOString() }
    : { userId, profession: null, interests: [], updatedAt: null };
}

export async function saveOnboarding(
  db: Database,
  userId: string,
  input: OnboardingInput,
): Promise<OnboardingView> {
  const values = { profession: input.profession || null, interests: [...new Set(input.interests)] };
  const [row] = await db
    .insert(onboarding)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: onboarding.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return {
    userId,
    profession: row!.profession,
    interests: row!.interests,
    updatedAt: row!.updatedAt.toISOString(),
  };
}
