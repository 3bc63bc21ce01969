// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/StartupProbe.h"

#include <QtGlobal>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <system_error>

class QObject;

// QtCore's table of hooks for tools such as GammaRay: exported, declared in the private
// qhooks_p.h (not installed), versioned by its first entries.
extern Q_DECL_IMPORT quintptr qtHookData[];

namespace tpuplan {
namespace {

constexpr int kHookDataSize = 1; // QHooks::HookDataSize
constexpr int kAddQObject = 3;   // QHooks::AddQObject

std::atomic<int> objectsMade{0};

bool probing()
{
    return std::getenv("TPUPLAN_STARTUP_PROBE") != nullptr;
}

void countObject(QObject *)
{
    ++objectsMade;
}

// Before any C++ static object of the program is made, so that a static QObject counts too.
__attribute__((constructor(101))) void installObjectCounter()
{
    if (probing() && qtHookData[kHookDataSize] > kAddQObject)
        qtHookData[kAddQObject] = reinterpret_cast<quintptr>(&countObject);
}

int threadCount()
{
    std::error_code error;
    int count = 0;
    for (std::filesystem::directory_iterator it("/proc/self/task", error), end; !error && it != end; it.increment(error))
        ++count;
    return error ? -1 : count;
}

} // namespace

void StartupProbe::beforeApplication()
{
    if (!probing())
        return;
    std::fprintf(stderr, "startup-probe: threads=%d qobjects=%d\n", threadCount(), objectsMade.load());
    std::fflush(stderr);
    qtHookData[kAddQObject] = 0;
}

} // namespace tpuplan
