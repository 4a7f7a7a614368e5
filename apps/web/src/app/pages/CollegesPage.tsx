import { PageContainer, PageTitle } from '@/components/ui/Page';
import { useMe } from '@/lib/auth';
import { CollegeBrowser, CollegeSearchCard } from '@/features/colleges';
import { useProfile } from '@/features/profile/api/get-profile';
import { collegeProfileSlots } from './CollegeSlots';

/**
 * /colleges — where a player researches colleges: signed in, the College Search & Profile card (pick a college, see its
 * profile, your own standing with it and 'Add to Tracker'; docs/decisions/0050-college-search-card.md), then the one
 * college search (every association, the college filters, distance from the player's ZIP).
 */
export function CollegesPage() {
  const { user } = useMe();
  return (
    <PageContainer>
      <PageTitle subtitle="Find college baseball programs by division, conference, location, size, cost and test scores.">
        College Search
      </PageTitle>
      {user ? (
        <div className="space-y-6">
          <CollegeSearchCard signedIn {...collegeProfileSlots(user.id)} />
          <SignedInBrowser />
        </div>
      ) : (
        <CollegeBrowser />
      )}
    </PageContainer>
  );
}

/** Signed in: distance starts from the ZIP code of the user's profile (a 5-digit US ZIP). */
function SignedInBrowser() {
  const profile = useProfile();
  if (profile.isLoading) return null;
  const zip = (profile.data as { zipCode?: string | null } | undefined)?.zipCode?.slice(0, 5);
  return <CollegeBrowser key={zip ?? 'none'} defaultZip={zip && /^\d{5}$/.test(zip) ? zip : undefined} />;
}

export default CollegesPage;
