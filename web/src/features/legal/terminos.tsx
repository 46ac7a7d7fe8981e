import { useNavegacion } from '@/lib/navegacion';
import { PaginaLegal } from './pagina-legal';

export function Terminos() {
  const { Enlace } = useNavegacion();
  return (
    <PaginaLegal
      titulo="Términos y condiciones"
      intro={
        <p>
          Estas condiciones regulan la inscripción y la participación en las actividades extraescolares de
          robótica, programación e impresión 3D de RoboEscuela, así como el uso de esta web y del portal de
          padres. Al inscribir a un alumno, la madre, el padre o el tutor legal las acepta en su nombre.
        </p>
      }
    >
      <h2>1. Objeto y ámbito</h2>
      <p>
        RoboEscuela organiza clases extraescolares para alumnos de 4 a 17 años en los colegios con los que
        colabora, en grupos por edades y niveles. La información de los cursos publicada en esta web y en el
        catálogo describe sus contenidos de forma orientativa: el profesorado puede adaptar actividades y
        materiales al ritmo de cada grupo.
      </p>

      <h2>2. Inscripción</h2>
      <ul>
        <li>La inscripción la realiza un adulto con la patria potestad o la tutela legal del alumno.</li>
        <li>
          Puede hacerse desde el portal de padres, con una cuenta verificada por correo electrónico, o a
          través del colegio. Los datos facilitados deben ser veraces y mantenerse actualizados.
        </li>
        <li>
          La plaza queda confirmada cuando se asigna al alumno a un grupo. Si un grupo no alcanza el mínimo de
          alumnos, se ofrecerá otro horario o la devolución íntegra de lo abonado.
        </li>
      </ul>

      <h2>3. Precio y formas de pago</h2>
      <p>
        El precio de cada actividad se comunica antes de la inscripción y se factura por periodos. Se admiten
        las siguientes formas de pago:
      </p>
      <ul>
        <li>Domiciliación bancaria en la cuenta indicada por la familia.</li>
        <li>Transferencia bancaria.</li>
        <li>Tarjeta de débito o crédito.</li>
      </ul>
      <p>
        Un recibo devuelto podrá conllevar los gastos bancarios que genere. El impago reiterado permite
        suspender la plaza hasta que se regularice.
      </p>

      <h2>4. Cancelación de la inscripción</h2>
      <p>
        La baja debe solicitarse por escrito, desde el formulario de contacto o el portal de padres,{' '}
        <strong>al menos 15 días antes del siguiente periodo de facturación</strong>. Las solicitudes
        recibidas después se aplicarán al periodo siguiente.
      </p>

      <h2>5. Reembolsos</h2>
      <p>Cuando se solicite la cancelación de una actividad ya abonada, el reembolso será:</p>
      <ul>
        <li>
          <strong>Del 100 %</strong> si se solicita con más de 30 días de antelación al inicio de la
          actividad.
        </li>
        <li>
          <strong>Del 50 %</strong> si se solicita entre 15 y 30 días antes del inicio.
        </li>
        <li>
          <strong>Sin reembolso</strong> si se solicita con menos de 15 días de antelación.
        </li>
        <li>
          <strong>Reembolso completo</strong>, en cualquier caso, cuando la actividad se cancele o no se
          preste por causas imputables a RoboEscuela.
        </li>
      </ul>
      <p>Los reembolsos se realizan por el mismo medio de pago utilizado, en un plazo máximo de 30 días.</p>

      <h2>6. Desarrollo de las clases</h2>
      <ul>
        <li>
          Las sesiones se imparten en el horario y el centro asignados al grupo. Las que no puedan darse por
          causas de la empresa se recuperarán o se descontarán.
        </li>
        <li>
          Las familias pueden consultar en el portal la asistencia, las actividades realizadas y las
          observaciones del profesorado.
        </li>
        <li>
          El material es propiedad de RoboEscuela. Los daños causados de forma intencionada podrán
          repercutirse a la familia.
        </li>
        <li>
          Se espera de los alumnos un comportamiento respetuoso. Las faltas graves o reiteradas se comunicarán
          a la familia y al colegio y podrán suponer la baja de la actividad.
        </li>
      </ul>

      <h2>7. Cuentas de usuario</h2>
      <p>
        Cada usuario es responsable de custodiar su contraseña y de no compartirla. Si sospechas que alguien
        ha accedido a tu cuenta, cambia la contraseña y avísanos cuanto antes.
      </p>

      <h2>8. Protección de datos</h2>
      <p>
        El tratamiento de los datos personales de las familias y del alumnado se rige por nuestra{' '}
        <Enlace to="/politica-privacidad">política de privacidad</Enlace>, y el uso de cookies por la{' '}
        <Enlace to="/politica-cookies">política de cookies</Enlace>.
      </p>

      <h2>9. Modificaciones</h2>
      <p>
        Podemos actualizar estas condiciones para adaptarlas a cambios legales o del servicio. Los cambios
        relevantes se comunicarán a las familias con antelación y no afectarán a periodos ya abonados.
      </p>

      <h2>10. Legislación aplicable y jurisdicción</h2>
      <p>
        Estas condiciones se rigen por la <strong>legislación española</strong>. Para cualquier controversia,
        las partes se someten a los <strong>juzgados y tribunales de Madrid</strong>, sin perjuicio de los
        derechos que la normativa de consumidores reconoce a las familias para acudir a los tribunales de su
        domicilio.
      </p>
    </PaginaLegal>
  );
}
