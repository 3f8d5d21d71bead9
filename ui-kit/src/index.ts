export { cn } from './lib/cn';
export { useDisabledUntilHydrated, useHydrated } from './lib/use-hydrated';
export { DocumentTitleSink, documentTitle, productName, useDocumentTitle } from './lib/use-document-title';

export { apiRequest, throwIfResNotOk } from './api/api-request';
export { callEndpoint } from './api/call-endpoint';
export { apiErrorOf } from './api/api-error';
export { downloadFile, fetchFile } from './api/download-file';
export { createQueryClient, getQueryFn, queryClientDefaults, type UnauthorizedBehavior } from './api/query-client';

export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast/toast-limits';
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
export { useToast, type UseToast } from './toast/use-toast';
export { toastMessage } from './toast/toast-message';
export { Toaster } from './toast/toaster';

export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Dialog, type DialogProps } from './components/dialog';
export { Field, type FieldProps } from './components/field';
export { Input, type InputProps } from './components/input';
export { PasswordInput } from './components/password-input';
export { Textarea, type TextareaProps } from './components/textarea';
export { Notice, type NoticeProps, type NoticeTone } from './components/notice';
export { NumberedSteps, type NumberedStep } from './components/numbered-steps';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { Progress, type ProgressProps } from './components/progress';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { StatCard, type StatCardProps } from './components/stat-card';
export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './components/table';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps, type TabsProps } from './components/tabs';

export { NotFoundPage } from './pages/not-found-page';

export { checkedTestCard, CardMessage, formatCardNumber, parseExpiry, type CardFieldErrors, type CardFields } from './payments/card-input';
export { loadStripeWithin, STRIPE_LOAD_TIMEOUT_MS } from './payments/stripe-loader';
export { EMPTY_CARD, TestModeCardFields, type TestCardHint, type TestModeCardFieldsProps } from './payments/test-mode-card-fields';

export { RemoteScope } from './federation/remote-scope';
export { remoteNames, type RemoteManifestMap, type RemoteName, type RemoteRoutesModule } from './federation/remote-routes';
