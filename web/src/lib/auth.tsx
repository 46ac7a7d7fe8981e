/**
 * The auth state of spec §4: `user`, `isLoading` (starts true until the one login check at start-up),
 * `error`. `login` sets the user or the error; `logout` clears both, toasts and goes to `/`. A 401 on any
 * call while signed in means the server ended the login (deactivated, role or password changed,
 * expired): the user is cleared, told so, and sent to their sign-in page (`loginPerdido`: its path, read
 * by the guards).
 */
import type { RespuestaLogin, UsuarioLogin } from '@escuela/shared/auth/auth.schemas';
import { sessionEndpoints } from '@escuela/shared/auth/session.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api, escucharLoginPerdido } from '@/lib/api';

export interface AuthState {
  user: UsuarioLogin | null;
  isLoading: boolean;
  error: string | null;
  /** The login to go to after the server ended the session; null otherwise. */
  loginPerdido: string | null;
  /**
   * The password step: signs in (`{user}`), or answers the second step the account still needs
   * (`{segundoFactor}`), finished with `entrar` once the code is right.
   */
  login(email: string, password: string, recordarme?: boolean): Promise<RespuestaLogin>;
  /** The user a finished second step signed in. */
  entrar(user: UsuarioLogin): void;
  logout(): Promise<void>;
  clearError(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UsuarioLogin | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loginPerdido, setLoginPerdido] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(
    () =>
      escucharLoginPerdido((endpoint) => {
        const actual = userRef.current;
        if (!actual || endpoint.path === sessionEndpoints.logout.path) return;
        userRef.current = null;
        setLoginPerdido(actual.rol === 'tutor' ? '/padres' : '/login-profesores');
        setUser(null);
        queryClient.clear();
        toast({
          title: 'Sesión finalizada',
          description: 'Tu sesión ha terminado. Inicia sesión de nuevo.',
          variant: 'destructive',
        });
      }),
    [queryClient],
  );

  useEffect(() => {
    let active = true;
    api(sessionEndpoints.me)
      .then((res) => active && setUser(res.user))
      .catch(async (err: unknown) => {
        // A failed session check is only logged (spec §8); 401 is the ordinary signed-out case.
        if (err instanceof ApiError) {
          if (err.status !== 401) console.error('Error al comprobar la sesión', err);
          return;
        }
        // No connection: a teacher's device opens with the user its store belongs to (issue 28).
        const { leerUsuario } = await import('@/lib/dispositivo/almacen');
        const guardado = await leerUsuario().catch(() => null);
        if (active && guardado) setUser(guardado);
      })
      .finally(() => active && setIsLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const entrar = useCallback((signedIn: UsuarioLogin) => {
    setLoginPerdido(null);
    setUser(signedIn);
  }, []);

  const login = useCallback(
    async (email: string, password: string, recordarme = false) => {
      setIsLoading(true);
      setError(null);
      try {
        // Loaded on demand: the login schema (and zod) stay out of the first page's bundle.
        const { authEndpoints } = await import('@escuela/shared/auth/auth.endpoints');
        const respuesta = await api(authEndpoints.login, { body: { email, password, recordarme } });
        if ('user' in respuesta) entrar(respuesta.user);
        return respuesta;
      } catch (err) {
        const message =
          err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Error en el inicio de sesión';
        setError(message);
        throw err instanceof ApiError ? err : new Error(message);
      } finally {
        setIsLoading(false);
      }
    },
    [entrar],
  );

  const logout = useCallback(async () => {
    setIsLoading(true);
    try {
      await api(sessionEndpoints.logout);
    } catch (err) {
      console.error('Error al cerrar sesión', err);
    }
    setUser(null);
    setError(null);
    setLoginPerdido(null);
    queryClient.clear();
    // Nothing of the user stays on this device (issue 28).
    await import('@/lib/dispositivo/almacen')
      .then(({ borrarDispositivo }) => borrarDispositivo())
      .catch(() => undefined);
    setIsLoading(false);
    toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' });
    navigate('/');
  }, [navigate, queryClient]);

  const clearError = useCallback(() => setError(null), []);

  const value = useMemo(
    () => ({ user, isLoading, error, loginPerdido, login, entrar, logout, clearError }),
    [user, isLoading, error, loginPerdido, login, entrar, logout, clearError],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth fuera de AuthProvider');
  return ctx;
}
