export { cn } from './lib/cn';
export { AfterIdle, whenIdle } from './lib/after-idle';
export { lazyExport } from './lib/lazy-export';
export { useHydrated } from './lib/use-hydrated';
export { useAnchoredPosition } from './lib/use-anchored-position';
export { DocumentTitleSink, productName, useDocumentTitle } from './lib/use-document-title';
export { AgencyContentContext, readInlineAgencyContent, useAgencyContent } from './lib/agency-content';
export { dayOf, formatDate, formatDay, type DateStyle } from './format/format-date';

export { apiRequest } from './api/api-request';
export { endpointCalls } from './api/call-endpoint';

export {
  createToastStore,
  toast,
  toastStore,
  type ToastHandle,
  type ToastInput,
  type ToastItem,
  type ToastStore,
  type ToastVariant,
} from './toast/toast-store';
export { toastMessage } from './toast/toast-message';
export { Toaster } from './toast/toaster';

export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Dialog, type DialogProps } from './components/dialog';
export { Field, type FieldProps } from './components/field';
export { Input, type InputProps } from './components/input';
export { PasswordInput } from './components/password-input';
export { Textarea, type TextareaProps } from './components/textarea';
export { Menu, type MenuItem, type MenuProps } from './components/menu';
export { Notice, type NoticeProps, type NoticeTone } from './components/notice';
export { NumberedSteps, type NumberedStep } from './components/numbered-steps';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { Progress, type ProgressProps } from './components/progress';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { StatCard, type StatCardProps } from './components/stat-card';
export { LazyDialog } from './components/lazy-dialog';
export { LazyPanel } from './components/lazy-panel';
export { Table, TableBody, TableCell, TableColumns, TableHead, TableHeader, TableRow } from './components/table';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps, type TabsProps } from './components/tabs';

export { NotFoundPage } from './pages/not-found-page';


export { RemoteScope } from './federation/remote-scope';
export { remoteNames, type RemoteManifestMap, type RemoteName, type RemoteRoutesModule } from './federation/remote-routes';
