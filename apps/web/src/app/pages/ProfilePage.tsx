import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isCoachActor } from '@dugout/domain/access';
import { RequireAuth } from '../Guards';
import { paths } from '../paths';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { ErrorState, Spinner } from '@/components/ui/States';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { errorMessage } from '@/lib/api';
import { useProfile } from '@/features/profile/api/get-profile';
import { PersonalInfoForm } from '@/features/profile/components/PersonalInfoForm';
import { ProfileTeams } from '@/features/profile/components/ProfileTeams';
import { OrganizationRequestPanel } from '@/features/organizations/components/OrganizationRequestPanel';
import { WinterTrainingPanel } from '@/features/winter-training/components/WinterTrainingPanel';
import { JoinTeamButton } from '@/features/teams/components/PlayerJoinTeam';
import { PlayerFamilySection } from '@/features/families/components/PlayerFamilySection';
import { DateOfBirthCard } from '@/features/families/components/DateOfBirthCard';

/**
 * /profile — Profile Settings: Personal Info, Teams, Organization (coaches), and for players Family (`/profile#family`,
 * the families contract) and Winter Training.
 */
export default function ProfilePage() {
  const { hash } = useLocation();
  const [tab, setTab] = useState(hash === '#family' ? 'family' : 'personal');
  useEffect(() => {
    if (hash === '#family') setTab('family');
  }, [hash]);
  return (
    <RequireAuth>
      {(user) => (
        <PageContainer className="max-w-4xl">
          <PageTitle subtitle="Manage your personal information, teams and organization requests.">
            Profile Settings
          </PageTitle>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Profile sections">
              <TabsTrigger value="personal">Personal Info</TabsTrigger>
              <TabsTrigger value="teams">Teams</TabsTrigger>
              <TabsTrigger value="organization">Organization</TabsTrigger>
              {user.role === 'player' && <TabsTrigger value="family">Family</TabsTrigger>}
              {user.role === 'player' && <TabsTrigger value="winter">Winter Training</TabsTrigger>}
            </TabsList>
            <TabsContent value="personal" className="space-y-6">
              <PersonalInfo />
              {user.role === 'player' && <DateOfBirthCard />}
              {user.role === 'player' && (
                <p className="text-sm text-slate-600">
                  The page you send to college coaches:{' '}
                  <Link to={paths.publicProfile} className="font-medium text-brand-700 underline">
                    Public profile settings
                  </Link>
                </p>
              )}
            </TabsContent>
            <TabsContent value="teams">
              <ProfileTeams join={user.role === 'player' && !isCoachActor(user) ? <JoinTeamButton /> : undefined} />
            </TabsContent>
            <TabsContent value="organization">
              <OrganizationRequestPanel />
            </TabsContent>
            {user.role === 'player' && (
              <TabsContent value="family">
                <PlayerFamilySection />
              </TabsContent>
            )}
            {user.role === 'player' && (
              <TabsContent value="winter">
                <WinterTrainingPanel />
              </TabsContent>
            )}
          </Tabs>
        </PageContainer>
      )}
    </RequireAuth>
  );
}

function PersonalInfo() {
  const q = useProfile();
  if (q.isLoading) return <Spinner />;
  if (q.isError || !q.data)
    return (
      <ErrorState
        message={errorMessage(q.error, 'Your profile could not be loaded.')}
        onRetry={() => void q.refetch()}
      />
    );
  return <PersonalInfoForm key={q.dataUpdatedAt} profile={q.data} />;
}
