import { requestStatusLabel, requestStatusTone, type OrganizationRequestStatus } from '@dugout/domain/organizations';
import { Badge } from '@/components/ui/badge';

export const RequestStatusBadge = ({ status }: { status: OrganizationRequestStatus }) => (
  <Badge tone={requestStatusTone(status)}>{requestStatusLabel(status)}</Badge>
);
