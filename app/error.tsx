'use client';

import { ErrorScreen } from '@/components/error-screen';

export default ErrorScreen;
