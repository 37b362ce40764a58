/*
 * The bridge to Python, without linking libpython.
 *
 * A Python host (PyOpenCL) already runs an interpreter: its C-API is in the process's global
 * symbols (dlsym(RTLD_DEFAULT)) and Py_IsInitialized() is true, so calls only take the GIL.
 * A C host has none: the library dlopens the libpython recorded at build time (RTLD_GLOBAL, so
 * that extension modules find its symbols), names the program after the recorded
 * sys.executable (so that its venv and site-packages are found as from a shell), starts it
 * with Py_InitializeEx(0) (no signal handlers: the host's stay), adds the recorded sys.path
 * entries with site.addsitedir, and releases the GIL.  The interpreter then lives as long as
 * the process.
 *
 * Never call the bridge from a queue thread: a Python host may hold the GIL while it waits in
 * clFinish for that thread.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include "icd.h"

typedef struct _object PyObject;

/* The C-API functions used, resolved at start (all in the stable ABI but the last two). */
static struct {
    int (*Py_IsInitialized)(void);
    int (*Py_IsFinalizing)(void); /* Py_IsFinalizing (3.13+) or _Py_IsFinalizing */
    int (*PyGILState_Ensure)(void);
    void (*PyGILState_Release)(int);
    PyObject *(*PyImport_ImportModule)(const char *);
    PyObject *(*PyObject_GetAttrString)(PyObject *, const char *);
    PyObject *(*PyObject_CallFunction)(PyObject *, const char *, ...);
    long long (*PyLong_AsLongLong)(PyObject *);
    void (*Py_DecRef)(PyObject *);
    PyObject *(*PyErr_Occurred)(void);
    void (*PyErr_Fetch)(PyObject **, PyObject **, PyObject **);
    void (*PyErr_NormalizeException)(PyObject **, PyObject **, PyObject **);
    PyObject *(*PyObject_Str)(PyObject *);
    const char *(*PyUnicode_AsUTF8)(PyObject *);
    void (*PyErr_Clear)(void);
    /* Only to start an interpreter in a C host. */
    void (*Py_InitializeEx)(int);
    void *(*PyEval_SaveThread)(void);
    wchar_t *(*Py_DecodeLocale)(const char *, size_t *);
    void (*Py_SetProgramName)(const wchar_t *); /* deprecated in 3.11; optional */
} py;

static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static bool python_host;       /* the host runs Python (we did not start it) */
static char start_error[1024]; /* why Python could not be had; "" when it could */
static PyObject *host_module;  /* ncpu_opt.icd.host, imported once (a strong reference) */
static _Thread_local char call_error[4096];

static void fail_start(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(start_error, sizeof start_error, format, args);
    va_end(args);
}

/* Resolves every function from `handle`; false (and start_error) when one is missing. */
static bool resolve(void *handle, const char *where)
{
#define RESOLVE(name)                                                                              \
    do {                                                                                           \
        *(void **)&py.name = dlsym(handle, #name);                                                 \
        if (py.name == NULL) {                                                                     \
            fail_start("%s lacks the Python C-API function " #name, where);                       \
            return false;                                                                          \
        }                                                                                          \
    } while (0)
    RESOLVE(Py_IsInitialized);
    RESOLVE(PyGILState_Ensure);
    RESOLVE(PyGILState_Release);
    RESOLVE(PyImport_ImportModule);
    RESOLVE(PyObject_GetAttrString);
    RESOLVE(PyObject_CallFunction);
    RESOLVE(PyLong_AsLongLong);
    RESOLVE(Py_DecRef);
    RESOLVE(PyErr_Occurred);
    RESOLVE(PyErr_Fetch);
    RESOLVE(PyErr_NormalizeException);
    RESOLVE(PyObject_Str);
    RESOLVE(PyUnicode_AsUTF8);
    RESOLVE(PyErr_Clear);
    RESOLVE(Py_InitializeEx);
    RESOLVE(PyEval_SaveThread);
    RESOLVE(Py_DecodeLocale);
#undef RESOLVE
    *(void **)&py.Py_IsFinalizing = dlsym(handle, "Py_IsFinalizing");
    if (py.Py_IsFinalizing == NULL) *(void **)&py.Py_IsFinalizing = dlsym(handle, "_Py_IsFinalizing");
    *(void **)&py.Py_SetProgramName = dlsym(handle, "Py_SetProgramName");
    return true;
}

/* The text of the pending Python exception ("TypeError: ..."), which is cleared. GIL held. */
static void take_exception(char *out, size_t size)
{
    PyObject *type = NULL, *value = NULL, *traceback = NULL;
    py.PyErr_Fetch(&type, &value, &traceback);
    py.PyErr_NormalizeException(&type, &value, &traceback);
    const char *name = "Exception";
    PyObject *name_object = type ? py.PyObject_GetAttrString(type, "__name__") : NULL;
    if (name_object) name = py.PyUnicode_AsUTF8(name_object);
    PyObject *text_object = value ? py.PyObject_Str(value) : NULL;
    const char *text = text_object ? py.PyUnicode_AsUTF8(text_object) : NULL;
    snprintf(out, size, "%s%s%s", name ? name : "Exception", text && *text ? ": " : "",
             text ? text : "");
    py.PyErr_Clear(); /* from a failed __name__ / str() */
    PyObject *drop[] = {name_object, text_object, type, value, traceback};
    for (size_t i = 0; i < sizeof drop / sizeof drop[0]; i++)
        if (drop[i]) py.Py_DecRef(drop[i]);
}

/* Adds the recorded sys.path entries (site.addsitedir: their .pth files run too). GIL held. */
static bool add_site_dirs(void)
{
    PyObject *site = py.PyImport_ImportModule("site");
    if (site == NULL) return false;
    PyObject *addsitedir = py.PyObject_GetAttrString(site, "addsitedir");
    py.Py_DecRef(site);
    if (addsitedir == NULL) return false;
    bool ok = true;
    for (const char *const *entry = ncpu_config_sys_path; ok && *entry; entry++) {
        PyObject *result = py.PyObject_CallFunction(addsitedir, "s", *entry);
        if (result) py.Py_DecRef(result);
        ok = result != NULL;
    }
    py.Py_DecRef(addsitedir);
    return ok;
}

/* Whether the running Python is the version that built this library ("3.11"). GIL held. */
static bool same_python_version(void)
{
    PyObject *sys = py.PyImport_ImportModule("sys");
    PyObject *info = sys ? py.PyObject_GetAttrString(sys, "version_info") : NULL;
    PyObject *major = info ? py.PyObject_GetAttrString(info, "major") : NULL;
    PyObject *minor = info ? py.PyObject_GetAttrString(info, "minor") : NULL;
    char running[32] = "";
    if (major && minor)
        snprintf(running, sizeof running, "%lld.%lld", py.PyLong_AsLongLong(major),
                 py.PyLong_AsLongLong(minor));
    PyObject *drop[] = {sys, info, major, minor};
    for (size_t i = 0; i < sizeof drop / sizeof drop[0]; i++)
        if (drop[i]) py.Py_DecRef(drop[i]);
    py.PyErr_Clear();
    return strcmp(running, ncpu_config_python_version) == 0;
}

/* ncpu_opt.icd.host.  A Python host that cannot import it (PyOpenCL run from another
 * environment than the one the platform was registered from) gets the recorded site folders
 * at the end of sys.path, when it is the same Python version, and a second try. GIL held. */
static PyObject *import_host(void)
{
    PyObject *module = py.PyImport_ImportModule("ncpu_opt.icd.host");
    if (module != NULL || !python_host) return module;
    py.PyErr_Clear();
    if (same_python_version() && !add_site_dirs()) return NULL;
    /* Again: if it fails, its error is the one reported. */
    return py.PyImport_ImportModule("ncpu_opt.icd.host");
}

/* A C host: loads and starts the recorded libpython. */
static void start_embedded(void)
{
    if (ncpu_config_libpython[0] == '\0') {
        fail_start("the host program is not Python, and the Python that built this library "
                   "(%s, %s) has no shared libpython to start: rebuild it with a Python that "
                   "has one (most distributions' python3 with libpython3.X installed)",
                   ncpu_config_executable, ncpu_config_python_version);
        return;
    }
    void *lib = dlopen(ncpu_config_libpython, RTLD_NOW | RTLD_GLOBAL);
    if (lib == NULL) {
        fail_start("cannot load %s (the Python that built this library): %s",
                   ncpu_config_libpython, dlerror());
        return;
    }
    if (!resolve(lib, ncpu_config_libpython)) return;
    if (!py.Py_IsInitialized()) {
        if (py.Py_SetProgramName && ncpu_config_executable[0]) {
            /* Kept for the interpreter's life, as Py_SetProgramName requires. */
            wchar_t *name = py.Py_DecodeLocale(ncpu_config_executable, NULL);
            if (name) py.Py_SetProgramName(name);
        }
        py.Py_InitializeEx(0);
        bool ok = add_site_dirs();
        if (!ok) take_exception(start_error, sizeof start_error);
        py.PyEval_SaveThread(); /* release the GIL: every call takes it with PyGILState_Ensure */
    }
}

static void start(void)
{
    int (*initialized)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "Py_IsInitialized");
    if (initialized != NULL && initialized()) {
        python_host = true;
        resolve(RTLD_DEFAULT, "the host's Python"); /* a Python host: no second interpreter */
        return;
    }
    start_embedded();
}

/* The text of a failure to start, or NULL when Python is there. */
static const char *started(void)
{
    pthread_once(&start_once, start);
    if (start_error[0]) return start_error;
    if (py.Py_IsFinalizing && py.Py_IsFinalizing())
        return "the Python interpreter is shutting down";
    return NULL;
}

int64_t ncpu_bridge_call(const char *function, uint64_t a, uint64_t b, uint64_t c)
{
    const char *problem = started();
    if (problem) {
        snprintf(call_error, sizeof call_error, "%s", problem);
        return NCPU_BRIDGE_FAILED;
    }
    int gil = py.PyGILState_Ensure();
    int64_t value = NCPU_BRIDGE_FAILED;
    if (host_module == NULL) host_module = import_host();
    PyObject *callable = host_module ? py.PyObject_GetAttrString(host_module, function) : NULL;
    PyObject *result = callable ? py.PyObject_CallFunction(callable, "KKK", (unsigned long long)a,
                                                           (unsigned long long)b,
                                                           (unsigned long long)c)
                                : NULL;
    if (result) {
        long long v = py.PyLong_AsLongLong(result);
        if (!(v == -1 && py.PyErr_Occurred())) value = v;
    }
    if (value == NCPU_BRIDGE_FAILED) {
        if (py.PyErr_Occurred())
            take_exception(call_error, sizeof call_error);
        else
            snprintf(call_error, sizeof call_error, "ncpu_opt.icd.host.%s returned no status",
                     function);
    }
    if (result) py.Py_DecRef(result);
    if (callable) py.Py_DecRef(callable);
    py.PyGILState_Release(gil);
    return value;
}

const char *ncpu_bridge_error(void)
{
    return call_error;
}

/* The path this library was loaded from (host.init opens it again with ctypes). */
const char *ncpu_library_path(void)
{
    static Dl_info info;
    if (info.dli_fname == NULL && dladdr((void *)ncpu_library_path, &info) == 0) return NULL;
    return info.dli_fname;
}
