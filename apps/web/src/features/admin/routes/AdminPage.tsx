import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Label, NativeSelect } from '@/components/ui/Input';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { UsersPanel } from '../components/UsersPanel';
import { OrganizationsPanel, OutboxPanel, RequestsPanel, SupportPanel, TeamsPanel } from '../components/ListPanels';
import { WhiteLabelPanel } from '../components/WhiteLabelPanel';
import { ScoringTablesPanel } from '../components/ScoringTablesPanel';
import { PlansPanel } from '../components/PlansPanel';
import { JobsPanel } from '../components/JobsPanel';

/** /admin (docs/decisions/0009-site-administration.md), site admins only. The page in app/ passes the reference-data importer and the data health panel. */
export function AdminPage({
  currentUserId,
  referenceImport,
  dataHealth,
  fitTables,
}: {
  currentUserId: string;
  referenceImport?: ReactNode;
  dataHealth?: ReactNode;
  fitTables?: ReactNode;
}) {
  const tabs: Array<[string, string, ReactNode]> = [
    ['users', 'Users', <UsersPanel currentUserId={currentUserId} />],
    ['teams', 'Teams', <TeamsPanel />],
    ['organizations', 'Organizations', <OrganizationsPanel />],
    ['requests', 'Requests', <RequestsPanel />],
    ['white-label', 'White-label', <WhiteLabelPanel />],
    ['support', 'Support', <SupportPanel />],
    ['outbox', 'Outbox', <OutboxPanel />],
    ['jobs', 'Jobs', <JobsPanel />],
    [
      'reference-data',
      'Reference Data',
      referenceImport ?? (
        <p className="text-sm text-slate-600">
          The reference-data importer is not available in this build. Use <code>npm run import</code>.
        </p>
      ),
    ],
    ...(dataHealth ? ([['data-health', 'Data Health', dataHealth]] as Array<[string, string, ReactNode]>) : []),
    ['scoring', 'Scoring Tables', <ScoringTablesPanel />],
    ['plans', 'Plans', <PlansPanel />],
    ...(fitTables ? ([['fit', 'Fit Tables', fitTables]] as Array<[string, string, ReactNode]>) : []),
  ];
  const [section, setSection] = useState('users');
  const selectId = useId();
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Users, teams, organizations, white-label hosts, support, mail, background jobs, reference data, scoring and plan prices.">
          Admin
        </PageTitle>
        <Button variant="outline" asChild>
          <Link to="/admin/reports">
            <BarChart3 aria-hidden /> Reports
          </Link>
        </Button>
      </div>
      {/* Thirteen sections: a select below 1024 px, one line of tabs from there (docs/decisions/0052-daily-screens.md). */}
      <Tabs value={section} onValueChange={setSection}>
        <div className="space-y-1 lg:hidden">
          <Label htmlFor={selectId}>Admin section</Label>
          <NativeSelect id={selectId} value={section} onChange={(e) => setSection(e.target.value)}>
            {tabs.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="hidden overflow-x-auto lg:block">
          <TabsList aria-label="Admin sections" className="flex-nowrap gap-0">
            {tabs.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="whitespace-nowrap px-2">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map(([value, , content]) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
