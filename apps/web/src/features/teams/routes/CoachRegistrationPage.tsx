import { Card, CardContent } from '@/components/ui/Card';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { CreateTeamWizard } from '../components/CreateTeamWizard';

/** /coach-registration: a coach registers their team (leads into the create-team wizard). */
export default function CoachRegistrationPage() {
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle subtitle="Register your team to get a TeamID, invite players and see their dashboards.">
        Coach Registration
      </PageTitle>
      <Card>
        <CardContent className="pt-6">
          <CreateTeamWizard />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
