import type { LegalTranslation } from './en';

export const es: LegalTranslation = {
  lastUpdated: 'Última actualización:',
  terms: {
    title: 'Términos del servicio',
    intro:
      'Estos Términos del servicio (los «Términos») regulan el uso del sitio web y del servicio de suscripción de Field Hockey Events (el «Servicio»), operado por Field Hockey Events («nosotros»). Te pedimos que los leas con atención.',
    sections: [
      {
        heading: '1. Aceptación de los Términos',
        paragraphs: [
          'Al crear una cuenta, suscribirte o usar de cualquier otro modo el Servicio, aceptas estos Términos, nuestra Política de privacidad y nuestra Política de reembolso. Si no estás de acuerdo, no uses el Servicio.',
        ],
      },
      {
        heading: '2. El Servicio',
        paragraphs: [
          'El Servicio es un listado de showcases, clínicas, ID camps, torneos y eventos de reclutamiento de hockey sobre césped en todo Estados Unidos, pensado para ayudar a familias y deportistas a planificar el proceso de reclutamiento universitario.',
          'La información de los eventos se recopila automáticamente, también con ayuda de inteligencia artificial, a partir de fuentes públicas y de los datos que nos envían los organizadores. No organizamos, acogemos ni gestionamos ninguno de los eventos publicados y no tenemos relación con sus organizadores salvo que lo indiquemos expresamente.',
        ],
      },
      {
        heading: '3. Cuentas',
        paragraphs: [
          'Debes tener al menos 13 años para crear una cuenta, o ser la madre, el padre o el tutor legal que la crea para su deportista: al registrarte confirmas una cosa o la otra. Si eres menor de 18 años, tu madre, padre o tutor legal debe aceptar estos Términos en tu nombre y supervisar tu uso del Servicio. Si descubrimos que una cuenta contiene información personal de un menor de 13 años, un administrador la elimina.',
          'Te comprometes a proporcionar información veraz, a mantener tu contraseña en secreto y a avisarnos cuanto antes en {{supportEmail}} si crees que alguien ha usado tu cuenta sin tu permiso. Eres responsable de la actividad de tu cuenta. Las cuentas son personales y no se pueden compartir ni revender.',
        ],
      },
      {
        heading: '4. Planes, precios y facturación',
        paragraphs: [
          'Una cuenta gratuita da acceso a un evento de muestra. El acceso completo requiere una suscripción de pago:',
        ],
        items: [
          'Basic: $18 al mes. La base de datos completa de eventos con filtros básicos (estado, fecha, tipo) para los eventos de los próximos 3 meses; la base de datos se actualiza cada semana.',
          'Pro: $28 al mes. Todo lo de Basic para todo el año, más 2 años de eventos pasados, filtros avanzados, alertas y recordatorios por correo, eventos guardados, exportación al calendario y estadísticas; la base de datos se actualiza a diario.',
        ],
      },
      {
        heading: '5. Pagos y renovación automática',
        paragraphs: [
          'No hay prueba gratuita. Las suscripciones se facturan por meses por adelantado y se renuevan automáticamente al final de cada mes hasta que las canceles. Al suscribirte nos autorizas a cobrar en cada renovación el medio de pago que indiques.',
          'Los pagos los procesa un proveedor externo de pagos con tarjeta a través de sus páginas seguras alojadas. Nunca vemos ni guardamos el número completo de tu tarjeta. Los precios están en dólares estadounidenses y pueden no incluir los impuestos que te correspondan.',
          'Podemos cambiar nuestros precios. Te avisaremos por correo antes de que se aplique un precio nuevo, que solo regirá a partir del siguiente periodo de facturación posterior al aviso. Los códigos promocionales solo son válidos en las condiciones anunciadas con ellos.',
        ],
      },
      {
        heading: '6. Cancelación',
        paragraphs: [
          'Puedes cancelar tu suscripción en cualquier momento desde tu perfil. La cancelación es efectiva al final del periodo ya pagado: conservas el acceso hasta entonces y no se te volverá a cobrar. Después tu cuenta sigue abierta, para que puedas volver. Si no vuelves a suscribirte en los 90 días siguientes al final del periodo pagado, eliminamos tu cuenta y sus datos personales, como explica nuestra Política de privacidad; 7 días antes te enviamos un aviso por correo, en tu idioma, con un enlace para volver a suscribirte.',
        ],
      },
      {
        heading: '7. Reembolsos',
        paragraphs: [
          'Los pagos no son reembolsables, salvo en los casos y las condiciones que establece nuestra Política de reembolso (caídas técnicas del servicio, errores de facturación y cargos no autorizados, solicitados en un plazo de 7 días).',
        ],
      },
      {
        heading: '8. Exactitud de la información de los eventos',
        paragraphs: [
          'Trabajamos para que el listado esté completo y al día, pero las fechas, los lugares, los costos, los plazos de inscripción y demás detalles los fijan los organizadores y pueden cambiar o contener errores. Confirma siempre los detalles con el organizador antes de inscribirte, pagar o viajar. No somos responsables de los eventos en sí, de su cancelación ni de ninguna relación entre tú y un organizador.',
        ],
      },
      {
        heading: '9. Uso aceptable',
        paragraphs: ['Al usar el Servicio te comprometes a no:'],
        items: [
          'copiar, extraer de forma automatizada, descargar en bloque, revender o volver a publicar el listado de eventos, ni usarlo para crear un producto de la competencia;',
          'compartir tu cuenta o tu contraseña con personas ajenas a tu hogar;',
          'intentar acceder a cuentas, datos o partes del Servicio para los que no tienes autorización, ni eludir los límites de tu plan;',
          'interferir en el funcionamiento o la seguridad del Servicio, ni enviar código malicioso o solicitudes automáticas excesivas;',
          'usar el Servicio de forma contraria a la ley o a los derechos de otras personas.',
        ],
      },
      {
        heading: '10. Eventos enviados por organizadores',
        paragraphs: [
          'Si nos envías información sobre un evento, confirmas que tienes derecho a compartirla y nos permites publicarla, editarla y mostrarla en el Servicio de forma gratuita. Podemos rechazar o retirar cualquier publicación.',
        ],
      },
      {
        heading: '11. Propiedad intelectual',
        paragraphs: [
          'El Servicio, incluidos su software, su diseño, sus textos y la recopilación del listado de eventos, pertenece a Field Hockey Events o a sus licenciantes y está protegido por la ley. Tu suscripción te concede un derecho personal, intransferible y revocable a usar el Servicio para tus propios fines no comerciales.',
        ],
      },
      {
        heading: '12. Exención de garantías y limitación de responsabilidad',
        paragraphs: [
          'En la máxima medida que permita la ley, el Servicio se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo. No garantizamos que el Servicio funcione sin interrupciones ni errores, ni que su uso lleve a ningún resultado concreto en el reclutamiento.',
          'En la máxima medida que permita la ley, no somos responsables de daños indirectos, incidentales o consecuentes, y nuestra responsabilidad total por cualquier reclamación relacionada con el Servicio se limita al importe que nos hayas pagado en los tres meses anteriores a la reclamación.',
        ],
      },
      {
        heading: '13. Suspensión y cierre',
        paragraphs: [
          'Podemos suspender o cerrar una cuenta que incumpla estos Términos, que se use de forma fraudulenta o que ponga en riesgo el Servicio o a otras personas usuarias. Puedes dejar de usar el Servicio y cancelar tu suscripción en cualquier momento.',
          'También puedes eliminar tu cuenta en cualquier momento desde tu perfil (Perfil → Eliminar mi cuenta, con tu contraseña). Al eliminarla se cancela de inmediato una suscripción de pago, sin reembolso por el resto del periodo, se cierran todas tus sesiones y tu nombre de usuario y tu correo quedan libres.',
        ],
      },
      {
        heading: '14. Cambios en estos Términos',
        paragraphs: [
          'Podemos actualizar estos Términos. Cuando lo hagamos, cambiaremos la fecha que aparece al principio de esta página y, si los cambios son importantes, te avisaremos por correo o en el Servicio antes de que entren en vigor. Si sigues usando el Servicio después de que entren en vigor, aceptas los Términos actualizados.',
        ],
      },
      {
        heading: '15. Ley aplicable',
        paragraphs: [
          'Estos Términos se rigen por las leyes de Estados Unidos y del estado en el que esté establecida Field Hockey Events, sin tener en cuenta sus normas sobre conflictos de leyes. Nada de lo dispuesto en estos Términos limita los derechos que te reconozcan leyes que no se pueden excluir por contrato.',
        ],
      },
      {
        heading: '16. Contacto',
        paragraphs: ['¿Tienes preguntas sobre estos Términos? Escríbenos a {{supportEmail}}.'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta Política de privacidad explica qué información personal recopila Field Hockey Events («nosotros») cuando usas nuestro sitio web y nuestro servicio de suscripción (el «Servicio»), cómo la usamos y qué opciones tienes.',
    sections: [
      {
        heading: '1. Información que recopilamos',
        paragraphs: ['Solo recopilamos lo necesario para prestar el Servicio:'],
        items: [
          'Datos de la cuenta: tu nombre de usuario, tu dirección de correo y tu contraseña. Las contraseñas solo se guardan como un hash seguro e irreversible.',
          'Datos de la suscripción: tu plan, el estado de tu suscripción y las referencias que nos facilita nuestro proveedor de pagos. Los datos de tu tarjeta se introducen en las páginas alojadas del proveedor de pagos y nunca se nos envían ni los guardamos.',
          'Actividad en el Servicio: los eventos que guardas, tu configuración, el enlace de tu calendario suscrito y las notas o preferencias que añades.',
          'Datos técnicos: tu dirección IP, el tipo de navegador, las páginas solicitadas y la hora de cada solicitud, que se guardan en los registros del servidor por seguridad y para resolver problemas.',
          'Los mensajes que nos envías, por ejemplo por correo a nuestras direcciones de soporte o de eventos, y una copia de los correos que te enviamos.',
        ],
      },
      {
        heading: '2. Cómo usamos tu información',
        paragraphs: ['Usamos tu información para:'],
        items: [
          'crear y gestionar tu cuenta, mantener tu sesión iniciada y darte el acceso que corresponde a tu plan;',
          'procesar los pagos y gestionar tu suscripción, a través de nuestro proveedor de pagos;',
          'enviarte los correos propios del Servicio, como los mensajes sobre tu cuenta y tu facturación y, en el plan Pro, alertas, recordatorios y resúmenes;',
          'proteger el Servicio y a sus usuarios, por ejemplo limitando los intentos repetidos de inicio de sesión y evitando el fraude;',
          'responder a tus consultas y mejorar el Servicio.',
        ],
      },
      {
        heading: '3. Cookies y almacenamiento local',
        paragraphs: [
          'Usamos una única cookie esencial para mantener tu sesión iniciada. Es estrictamente necesaria para el Servicio y no se usa con fines publicitarios. También guardamos el idioma de la interfaz (inglés o español) en el almacenamiento local de tu navegador para que el sitio se abra en ese idioma la próxima vez. No usamos cookies publicitarias ni de seguimiento entre sitios.',
        ],
      },
      {
        heading: '4. Con quién compartimos la información',
        paragraphs: [
          'No vendemos ni alquilamos tu información personal. Solo la compartimos con proveedores que nos ayudan a prestar el Servicio, como nuestro proveedor de pagos con tarjeta y los de alojamiento y envío de correo, mediante contratos que solo les permiten usarla por cuenta nuestra; cuando la ley lo exige; para proteger nuestros derechos o la seguridad de otras personas; o en el marco de una fusión o venta de nuestro negocio, en cuyo caso esta Política seguirá aplicándose a tu información.',
        ],
      },
      {
        heading: '5. Cuánto tiempo conservamos la información',
        paragraphs: [
          'Conservamos tu información mientras tu cuenta exista. Cuando tu suscripción termina (tras una cancelación, al final del periodo pagado) y no vuelves a suscribirte en 90 días, eliminamos tu cuenta y sus datos personales. 7 días antes te enviamos un aviso por correo, en tu idioma, con un enlace para volver a suscribirte; si vuelves a suscribirte a tiempo, tu cuenta y tus eventos guardados se mantienen.',
          'Cuando se elimina una cuenta, por decisión de su titular, de un administrador o al cumplirse esos 90 días, sus datos personales (nombre de usuario, dirección de correo, notas, enlace del calendario suscrito, direcciones IP y referencia de cliente del proveedor de pagos) quedan ilegibles en todos los lugares donde los guardamos, incluido el historial de nuestros registros: los datos personales de cada cuenta se cifran con una clave propia, y eliminar la cuenta destruye esa clave. Las fechas e importes de las facturas se conservan durante el plazo legal, sin vínculo con ninguna persona. Los registros del servidor se guardan durante un periodo breve por motivos de seguridad. Guardamos copias de seguridad de nuestros registros durante 14 días como máximo: una copia hecha antes de eliminar una cuenta todavía contiene su clave, así que 14 días después de la eliminación ninguna copia nuestra puede leer sus datos personales, y si restauramos una copia anterior, la cuenta se vuelve a eliminar antes de reabrir el Servicio.',
        ],
      },
      {
        heading: '6. Seguridad',
        paragraphs: [
          'Protegemos tu información con medidas como conexiones cifradas, contraseñas guardadas como hash, datos personales cifrados con una clave para cada cuenta, sesiones en el servidor que se pueden revocar y acceso limitado a nuestros sistemas. Ningún servicio puede garantizar una seguridad absoluta, así que usa una contraseña segura que no uses en otros sitios.',
        ],
      },
      {
        heading: '7. Tus derechos y opciones',
        paragraphs: [
          'Puedes ver y actualizar tu correo y tu contraseña en tu perfil en cualquier momento. Puedes descargar una copia de tus datos cuando quieras (Perfil → Tus datos → Descargar mis datos): un archivo con tu cuenta, tu historial de suscripción, tus eventos guardados, tus notas, tus preferencias de notificaciones y los correos que te enviamos.',
          'Puedes eliminar tu cuenta en cualquier momento (Perfil → Eliminar mi cuenta, con tu contraseña). Al eliminarla se cancela de inmediato una suscripción de pago, sin reembolso por el resto del periodo, se cierran todas tus sesiones y tu nombre de usuario y tu correo quedan libres; tus datos personales se borran como explica el apartado 5.',
          'También puedes escribir a {{supportEmail}} para pedirnos que corrijamos tu información o para que te ayudemos a obtener una copia o a eliminar tu cuenta; es posible que antes tengamos que confirmar tu identidad. Según dónde vivas, por ejemplo en California, puedes tener derechos adicionales conforme a la ley local, y no te trataremos de forma diferente por ejercerlos.',
          'Puedes dejar de recibir los correos opcionales, como recordatorios y resúmenes, cuando quieras; los mensajes sobre tu cuenta y tu facturación forman parte del Servicio.',
        ],
      },
      {
        heading: '8. Privacidad de los menores',
        paragraphs: [
          'El Servicio está dirigido a madres, padres y tutores y a deportistas de 13 años o más. No recopilamos a sabiendas información personal de menores de 13 años. Para registrarse hay que confirmar que se tienen 13 años o más, o que se es la madre, el padre o el tutor que registra a su deportista. Si descubrimos que una cuenta contiene información personal de un menor de 13 años, un administrador elimina la cuenta y sus datos personales. Si crees que un menor de 13 años nos ha facilitado información personal, escríbenos a {{supportEmail}}.',
        ],
      },
      {
        heading: '9. Dónde se trata la información',
        paragraphs: [
          'El Servicio se opera desde Estados Unidos y tu información se guarda y se trata allí. Si usas el Servicio desde otro país, entiendes que tu información se transferirá a Estados Unidos.',
        ],
      },
      {
        heading: '10. Cambios en esta Política',
        paragraphs: [
          'Podemos actualizar esta Política. Cuando lo hagamos, cambiaremos la fecha que aparece al principio de esta página y, si los cambios son importantes, te avisaremos por correo o en el Servicio antes de que entren en vigor.',
        ],
      },
      {
        heading: '11. Contacto',
        paragraphs: ['¿Tienes preguntas o solicitudes sobre tu privacidad? Escríbenos a {{supportEmail}}.'],
      },
    ],
  },
  refund: {
    title: 'Política de reembolso',
    intro:
      'Esta Política de reembolso explica cómo funcionan la facturación, la cancelación y los reembolsos de las suscripciones de Field Hockey Events. Forma parte de nuestros Términos del servicio.',
    sections: [
      {
        heading: '1. Sin prueba gratuita',
        paragraphs: [
          'No ofrecemos prueba gratuita. Antes de suscribirte puedes crear una cuenta gratuita y abrir un evento de muestra para ver exactamente lo que ofrece el Servicio.',
        ],
      },
      {
        heading: '2. Facturación mensual y renovación automática',
        paragraphs: [
          'Las suscripciones Basic ($18 al mes) y Pro ($28 al mes) se facturan por meses por adelantado y se renuevan automáticamente cada mes hasta que las canceles. Los pagos los procesa nuestro proveedor de pagos con tarjeta a través de sus páginas seguras alojadas.',
        ],
      },
      {
        heading: '3. Sin reembolsos',
        paragraphs: [
          'Como puedes ver un evento de muestra antes de pagar y cancelar en cualquier momento, los pagos no son reembolsables y no damos reembolsos ni créditos por meses incompletos, por tiempo no usado ni por periodos en los que no hayas usado el Servicio, salvo en los casos que indica el apartado 5.',
        ],
      },
      {
        heading: '4. Cancelación',
        paragraphs: [
          'Puedes cancelar en cualquier momento desde tu perfil. La cancelación es efectiva al final del periodo que ya pagaste: conservas el acceso completo hasta entonces y no se te volverá a cobrar. Tu cuenta se conserva durante 90 días después del final de ese periodo, así que si vuelves a suscribirte en ese plazo tus eventos guardados seguirán ahí. Si no lo haces, tu cuenta y sus datos personales se eliminan; 7 días antes te enviamos un aviso por correo con un enlace para volver a suscribirte.',
          'Eliminar tu cuenta (Perfil → Eliminar mi cuenta) es distinto: cancela de inmediato una suscripción de pago, sin reembolso por el resto del periodo que pagaste.',
        ],
      },
      {
        heading: '5. Excepciones',
        paragraphs: [
          'Estudiamos las solicitudes de reembolso caso por caso, y podemos reembolsar todo o parte de un pago, solo en estas situaciones:',
        ],
        items: [
          'Caída técnica del servicio: el Servicio no estuvo disponible por un problema nuestro durante una parte importante del periodo de facturación que pagaste.',
          'Errores de facturación: se te cobró un importe equivocado, se te cobró más de una vez por el mismo periodo o se te cobró después de que tu cancelación fuera efectiva.',
          'Cargos no autorizados: se hizo un cargo en tu medio de pago sin tu permiso.',
        ],
      },
      {
        heading: '6. Cómo solicitar un reembolso',
        paragraphs: [
          'Escribe a {{supportEmail}} en un plazo de 7 días desde el cargo. Indica el correo o el nombre de usuario de tu cuenta, la fecha y el importe del cargo y una breve descripción del problema. No podemos aceptar solicitudes recibidas más de 7 días después del cargo.',
          'Respondemos a todas las solicitudes en un plazo de 2 días hábiles. Si se aprueba un reembolso, se devuelve al medio de pago original a través de nuestro proveedor de pagos; el tiempo que tarda en aparecer en tu extracto depende de tu banco, normalmente entre 5 y 10 días hábiles.',
        ],
      },
      {
        heading: '7. Contacto',
        paragraphs: ['¿Tienes preguntas sobre la facturación o esta política? Escríbenos a {{supportEmail}}.'],
      },
    ],
  },
};
