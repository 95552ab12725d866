// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client

import org.onebusaway.core.ClientOptions
import org.onebusaway.services.blocking.AgenciesWithCoverageService
import org.onebusaway.services.blocking.AgencyService
import org.onebusaway.services.blocking.ArrivalAndDepartureService
import org.onebusaway.services.blocking.ArrivalsAndDeparturesForLocationService
import org.onebusaway.services.blocking.BlockService
import org.onebusaway.services.blocking.ConfigService
import org.onebusaway.services.blocking.CurrentTimeService
import org.onebusaway.services.blocking.ReportProblemWithStopService
import org.onebusaway.services.blocking.ReportProblemWithTripService
import org.onebusaway.services.blocking.RouteIdsForAgencyService
import org.onebusaway.services.blocking.RouteService
import org.onebusaway.services.blocking.RoutesForAgencyService
import org.onebusaway.services.blocking.RoutesForLocationService
import org.onebusaway.services.blocking.ScheduleForRouteService
import org.onebusaway.services.blocking.ScheduleForStopService
import org.onebusaway.services.blocking.SearchForRouteService
import org.onebusaway.services.blocking.SearchForStopService
import org.onebusaway.services.blocking.ShapeService
import org.onebusaway.services.blocking.StopIdsForAgencyService
import org.onebusaway.services.blocking.StopService
import org.onebusaway.services.blocking.StopsForAgencyService
import org.onebusaway.services.blocking.StopsForLocationService
import org.onebusaway.services.blocking.StopsForRouteService
import org.onebusaway.services.blocking.TripDetailsService
import org.onebusaway.services.blocking.TripForVehicleService
import org.onebusaway.services.blocking.TripService
import org.onebusaway.services.blocking.TripsForLocationService
import org.onebusaway.services.blocking.TripsForRouteService
import org.onebusaway.services.blocking.VehiclesForAgencyService

interface OnebusawaySdkClient {

    /** The client whose methods are suspend functions, sharing this one's connection pool. */
    fun async(): OnebusawaySdkClientAsync

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): OnebusawaySdkClient

    fun agenciesWithCoverage(): AgenciesWithCoverageService

    fun agency(): AgencyService

    fun vehiclesForAgency(): VehiclesForAgencyService

    fun config(): ConfigService

    fun currentTime(): CurrentTimeService

    fun stopsForLocation(): StopsForLocationService

    fun stopsForRoute(): StopsForRouteService

    fun stopsForAgency(): StopsForAgencyService

    fun stop(): StopService

    fun stopIdsForAgency(): StopIdsForAgencyService

    fun scheduleForStop(): ScheduleForStopService

    fun route(): RouteService

    fun routeIdsForAgency(): RouteIdsForAgencyService

    fun routesForLocation(): RoutesForLocationService

    fun routesForAgency(): RoutesForAgencyService

    fun scheduleForRoute(): ScheduleForRouteService

    fun arrivalsAndDeparturesForLocation(): ArrivalsAndDeparturesForLocationService

    fun arrivalAndDeparture(): ArrivalAndDepartureService

    fun trip(): TripService

    fun tripsForLocation(): TripsForLocationService

    fun tripDetails(): TripDetailsService

    fun tripForVehicle(): TripForVehicleService

    fun tripsForRoute(): TripsForRouteService

    fun reportProblemWithStop(): ReportProblemWithStopService

    fun reportProblemWithTrip(): ReportProblemWithTripService

    fun searchForStop(): SearchForStopService

    fun searchForRoute(): SearchForRouteService

    fun block(): BlockService

    fun shape(): ShapeService

    /** Closes the connection pool; calls after this fail. */
    fun close()

    interface WithRawResponse {

        fun agenciesWithCoverage(): AgenciesWithCoverageService.WithRawResponse

        fun agency(): AgencyService.WithRawResponse

        fun vehiclesForAgency(): VehiclesForAgencyService.WithRawResponse

        fun config(): ConfigService.WithRawResponse

        fun currentTime(): CurrentTimeService.WithRawResponse

        fun stopsForLocation(): StopsForLocationService.WithRawResponse

        fun stopsForRoute(): StopsForRouteService.WithRawResponse

        fun stopsForAgency(): StopsForAgencyService.WithRawResponse

        fun stop(): StopService.WithRawResponse

        fun stopIdsForAgency(): StopIdsForAgencyService.WithRawResponse

        fun scheduleForStop(): ScheduleForStopService.WithRawResponse

        fun route(): RouteService.WithRawResponse

        fun routeIdsForAgency(): RouteIdsForAgencyService.WithRawResponse

        fun routesForLocation(): RoutesForLocationService.WithRawResponse

        fun routesForAgency(): RoutesForAgencyService.WithRawResponse

        fun scheduleForRoute(): ScheduleForRouteService.WithRawResponse

        fun arrivalsAndDeparturesForLocation():
            ArrivalsAndDeparturesForLocationService.WithRawResponse

        fun arrivalAndDeparture(): ArrivalAndDepartureService.WithRawResponse

        fun trip(): TripService.WithRawResponse

        fun tripsForLocation(): TripsForLocationService.WithRawResponse

        fun tripDetails(): TripDetailsService.WithRawResponse

        fun tripForVehicle(): TripForVehicleService.WithRawResponse

        fun tripsForRoute(): TripsForRouteService.WithRawResponse

        fun reportProblemWithStop(): ReportProblemWithStopService.WithRawResponse

        fun reportProblemWithTrip(): ReportProblemWithTripService.WithRawResponse

        fun searchForStop(): SearchForStopService.WithRawResponse

        fun searchForRoute(): SearchForRouteService.WithRawResponse

        fun block(): BlockService.WithRawResponse

        fun shape(): ShapeService.WithRawResponse
    }
}
