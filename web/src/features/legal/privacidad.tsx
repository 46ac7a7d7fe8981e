import { useNavegacion } from '@/lib/navegacion';
import { PaginaLegal } from './pagina-legal';

export function Privacidad() {
  const { Enlace } = useNavegacion();
  return (
    <PaginaLegal
      titulo="Política de privacidad"
      intro={
        <p>
          En RoboEscuela tratamos los datos de las familias y del alumnado con el cuidado que merecen los
          datos de menores. Esta política explica qué datos tratamos, para qué, durante cuánto tiempo y cómo
          puedes ejercer tus derechos, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018
          de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
        </p>
      }
    >
      <h2>1. Responsable del tratamiento</h2>
      <p>
        El responsable es RoboEscuela, titular de esta web. Puedes dirigirte a nosotros para cualquier
        cuestión sobre privacidad desde el <Enlace to="/?tab=contacto">formulario de contacto</Enlace>,
        indicando en el asunto «Protección de datos».
      </p>

      <h2>2. Qué datos tratamos</h2>
      <ul>
        <li>
          <strong>Familias y tutores:</strong> nombre y apellidos, DNI o NIE, dirección, teléfonos, correo
          electrónico, cuenta bancaria y titular para el cobro de recibos, y pertenencia al AMPA.
        </li>
        <li>
          <strong>Alumnado:</strong> nombre y apellidos, fecha de nacimiento, curso y letra, colegio y grupo,
          asistencia a las sesiones, actividades realizadas y observaciones del profesorado sobre su progreso.
        </li>
        <li>
          <strong>Personas que nos escriben:</strong> nombre, correo electrónico, asunto y mensaje del
          formulario de contacto.
        </li>
        <li>
          <strong>Datos técnicos:</strong> la cookie de sesión necesaria para entrar en el portal y, solo si
          las aceptas, las cookies de análisis descritas en la{' '}
          <Enlace to="/politica-cookies">política de cookies</Enlace>.
        </li>
      </ul>

      <h2>3. Finalidades y base jurídica</h2>
      <ul>
        <li>
          Gestionar la inscripción, los grupos, la asistencia y el seguimiento pedagógico del alumno:
          ejecución del contrato de prestación del servicio.
        </li>
        <li>
          Cobrar las cuotas y emitir las facturas: ejecución del contrato y obligaciones legales fiscales.
        </li>
        <li>
          Informar a las familias en el portal de padres de la asistencia, las actividades y las
          observaciones: ejecución del contrato.
        </li>
        <li>Responder a los mensajes del formulario de contacto: consentimiento de quien nos escribe.</li>
        <li>Medir el uso de la web con cookies de análisis: consentimiento, que puedes retirar.</li>
      </ul>

      <h2>4. Datos de menores y consentimiento parental</h2>
      <p>
        Los datos de los alumnos menores de 14 años solo se tratan con el consentimiento de quien ejerce la
        patria potestad o la tutela, que es quien los facilita al inscribirlos (artículo 7 de la LOPDGDD). Los
        mayores de 14 años pueden ejercer por sí mismos sus derechos. Solo recogemos los datos del alumno
        necesarios para la actividad y no los usamos para publicidad ni elaboramos perfiles con ellos. No
        publicamos imágenes del alumnado sin una autorización expresa y separada de la familia.
      </p>

      <h2>5. Destinatarios</h2>
      <p>
        Los datos solo son accesibles para el personal que los necesita (coordinación y el profesor del grupo)
        y para los proveedores que nos prestan servicios (alojamiento, correo electrónico y entidades
        bancarias), con contratos de encargo del tratamiento. Compartimos con cada colegio únicamente la
        información de organización de los grupos que se imparten en él. No cedemos datos a terceros salvo
        obligación legal.
      </p>

      <h2>6. Transferencias internacionales</h2>
      <p>
        <strong>No realizamos transferencias de datos fuera del Espacio Económico Europeo.</strong> Nuestros
        proveedores alojan y tratan los datos dentro de él.
      </p>

      <h2>7. Plazos de conservación</h2>
      <ul>
        <li>
          Datos de inscripción y seguimiento: mientras el alumno esté inscrito y, después, durante los plazos
          de prescripción de las posibles responsabilidades.
        </li>
        <li>Datos de facturación: los plazos que exige la normativa fiscal y mercantil (hasta seis años).</li>
        <li>Mensajes de contacto: el tiempo necesario para responderlos y, como máximo, un año.</li>
      </ul>

      <h2>8. Tus derechos</h2>
      <p>Como titular de los datos, o en nombre de tu hijo o hija menor de 14 años, puedes ejercer:</p>
      <ul>
        <li>
          <strong>Acceso:</strong> saber qué datos tratamos y obtener una copia.
        </li>
        <li>
          <strong>Rectificación:</strong> corregir los datos inexactos o incompletos.
        </li>
        <li>
          <strong>Supresión:</strong> pedir que borremos los datos cuando ya no sean necesarios.
        </li>
        <li>
          <strong>Oposición</strong> y <strong>limitación del tratamiento</strong> en los casos previstos.
        </li>
        <li>
          <strong>Portabilidad:</strong> recibir los datos en un formato de uso común.
        </li>
        <li>
          <strong>Retirar el consentimiento</strong> en cualquier momento, sin que afecte a lo tratado antes.
        </li>
      </ul>
      <p>
        Puedes ejercerlos desde el formulario de contacto o, para los datos de tu perfil, directamente en el
        portal de padres. Te responderemos en el plazo de un mes. El ejercicio de los derechos es{' '}
        <strong>gratuito</strong>, aunque podremos cobrar un canon razonable o negarnos a actuar cuando las
        solicitudes sean manifiestamente infundadas, repetitivas o excesivas. Si consideras que no hemos
        atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos
        (www.aepd.es).
      </p>

      <h2>9. Seguridad</h2>
      <p>
        Aplicamos medidas técnicas y organizativas adecuadas: conexiones cifradas, contraseñas almacenadas con
        algoritmos de resumen robustos, acceso a los datos según el rol de cada usuario y registro de los
        accesos relevantes.
      </p>
    </PaginaLegal>
  );
}
