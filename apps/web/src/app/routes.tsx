import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '@/features/errors/RouteError';
import { withPageTranslations, withTranslations } from '@/features/locale/i18n';
import { PageSpinner } from '@/shared/ui/PageSpinner';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from '@/shared/routing/route-handle';
import { RootRoute } from './RootRoute';

const handle = (h: RouteHandle) => h;

/**
 * Every route of the app. Public pages and the signed-in shell are separate lazy chunks, so the
 * login page does not download the shell. The login, the error pages and the page titles read
 * only the boot namespaces; the other routes wait for the language's pack as well.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/login', lazy: lazyPage(() => import('@/features/auth/LoginPage')), handle: handle({ title: 'route:login', noAuth: true }) },
      { path: '/register', lazy: lazyPage(withPageTranslations(() => import('@/features/auth/RegisterPage'))), handle: handle({ title: 'route:register', noAuth: true }) },
      { path: '/lock', lazy: lazyPage(withPageTranslations(() => import('@/features/lock/LockPage'))), handle: handle({ title: 'route:lock' }) },
      { path: '/password-change', lazy: lazyPage(withPageTranslations(() => import('@/features/info/ChangePasswordPage'))), handle: handle({ title: 'route:changePassword' }) },
      { path: '/404', lazy: lazyPage(() => import('@/features/errors/NotFoundPage')), handle: handle({ title: 'route:notFound', noAuth: true }) },
      { path: '/403', lazy: lazyPage(() => import('@/features/errors/ForbiddenPage')), handle: handle({ title: 'route:forbidden', noAuth: true }) },
      { path: '/500', lazy: lazyPage(() => import('@/features/errors/ServerErrorPage')), handle: handle({ title: 'route:serverError', noAuth: true }) },
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      {
        lazy: lazyPage(withTranslations(() => import('@/layouts/MainLayout'))),
        errorElement: <RouteError />,
        children: [
          { path: '/wel/index', lazy: lazyPage(() => import('@/features/wel/WelPage')), handle: handle({ title: 'route:wel' }) },
          { path: '/info/index', lazy: lazyPage(withPageTranslations(() => import('@/features/info/InfoPage'))), handle: handle({ title: 'route:info' }) },
          { path: '/test/index', lazy: lazyPage(withPageTranslations(() => import('@/features/test-page/TestPage'))), handle: handle({ title: 'layout:testPage.title' }) },
          {
            path: '/myiframe/*',
            lazy: lazyPage(withPageTranslations(() => import('@/features/frame/FramePage'))),
            handle: handle({ title: 'route:frame', tabByQuery: true }),
          },
          // The leave demo's pages (spec §2), reached from 我的事务 rather than from a menu.
          { path: '/work/process/leave/form/:processDefinitionId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/leave/LeaveFormPage'))), handle: handle({ title: 'work:route.leaveForm' }) },
          { path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/process/HandlePage'))), handle: handle({ title: 'work:route.leaveHandle' }) },
          { path: '/work/process/leave/detail/:processInstanceId/:businessId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/process/DetailPage'))), handle: handle({ title: 'work:route.leaveDetail' }) },
          // Any other process's handling and detail pages, named for no process in particular.
          { path: '/work/process/handle/:taskId/:processInstanceId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/process/HandlePage'))), handle: handle({ title: 'work:route.handle' }) },
          { path: '/work/process/detail/:processInstanceId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/process/DetailPage'))), handle: handle({ title: 'work:route.detail' }) },
          // The start page of a process with a designed start form, opened from 发起事务.
          { path: '/work/process/form/:processDefinitionId', lazy: lazyPage(withPageTranslations(() => import('@/modules/work/form/FormStartPage'))), handle: handle({ title: 'work:route.formStart' }) },
          // The process designer (bpmn-js's Modeler in its own chunk), opened from 模型设计.
          { path: '/flow/model/design/:modelId', lazy: lazyPage(withPageTranslations(() => import('@/modules/flow/model/DesignerPage'))), handle: handle({ title: 'flow:route.design' }) },
          // The print template designers (@pdfme/ui in their own chunk), opened from 打印模板.
          { path: '/print/design/:id', lazy: lazyPage(withPageTranslations(() => import('@/modules/print/design'))), handle: handle({ title: 'print:route.design' }) },
          { path: '/print-custom-design/:id', lazy: lazyPage(withPageTranslations(() => import('@/modules/print/custom-design'))), handle: handle({ title: 'print:route.customDesign' }) },
          { path: '*', lazy: lazyPage(withPageTranslations(() => import('./ModuleRoute'))), handle: handle({ menuPage: true }) },
        ],
      },
    ],
  },
];
