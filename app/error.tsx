'use client';

import { ErrorScreen } from '@/components/sections/error-screen';

export default ErrorScreen;
