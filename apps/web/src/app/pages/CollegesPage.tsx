import { PageContainer, PageTitle } from '@/components/ui/page';
import { useMe } from '@/lib/auth';
import { CollegeBrowser, CollegeSearchCard } from '@/features/colleges';
import { collegeProfileSlots } from './college-slots';

/** /colleges — the College Search & Profile card and the full search with the college filters. */
export function CollegesPage() {
  const { user } = useMe();
  return (
    <PageContainer>
      <PageTitle subtitle="Find college baseball programs by division, region, size and cost.">College Search</PageTitle>
      <div className="space-y-6">
        <CollegeSearchCard signedIn={!!user} {...collegeProfileSlots(user?.id)} />
        <CollegeBrowser />
      </div>
    </PageContainer>
  );
}

export default CollegesPage;
